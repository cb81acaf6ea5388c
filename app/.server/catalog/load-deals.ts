import { listFlashDeals } from "../../../modules/catalog/list-flash-deals.ts";
import { type LoadContext, pageContext } from "../../../server/request/page-context.ts";
import { readSiteFromPath } from "../../../server/request/read-site-from-path.ts";
import { presentCard, presentSpec } from "./present-goods.ts";

/** The flash deals screen: every running deal with its price, the regular price and the end of its window. */
export async function loadDeals(request: Request, context: LoadContext) {
  const { site } = readSiteFromPath(new URL(request.url).pathname);
  const { db } = context.get(pageContext);
  const now = new Date();
  const deals = await listFlashDeals(db, site, now);
  return {
    serverNow: now.getTime(),
    deals: deals.flatMap((deal) => {
      const spec = deal.entry.specs.find((candidate) => candidate.id === deal.specId);
      if (!spec) return [];
      const card = presentCard(deal.entry, site, now.getTime());
      return [
        {
          dealId: deal.dealId,
          name: card.name,
          tagline: card.tagline,
          img: card.img,
          path: `${card.path}&spec=${deal.specId}`,
          spec: presentSpec(spec, site),
          showSpecName: deal.entry.specs.length > 1,
          endsAt: deal.endsAt,
        },
      ];
    }),
  };
}
