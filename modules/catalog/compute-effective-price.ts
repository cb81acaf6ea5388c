/** A deal as stored: a window on the clock, run once or repeated every `repeatDays` days. */
export type DealRule = {
  id: number;
  specId: number;
  site: string;
  dealPrice: number;
  startsAt: Date;
  endsAt: Date;
  repeatDays: number | null;
};

export type DealWindow = { startsAt: Date; endsAt: Date };

export type EffectivePrice = {
  currPrice: number;
  origPrice: number | null;
  /** The window of the deal setting currPrice, or null at the regular price. */
  deal: (DealWindow & { id: number }) | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window of `deal` that contains `now`, or null when the deal is not running at that moment. */
export function dealWindowAt(deal: DealRule, now: Date): DealWindow | null {
  const start = deal.startsAt.getTime();
  const end = deal.endsAt.getTime();
  const t = now.getTime();
  if (t < start) return null;
  const period = deal.repeatDays ? deal.repeatDays * DAY_MS : 0;
  const offset = period ? Math.floor((t - start) / period) * period : 0;
  return t < end + offset ? { startsAt: new Date(start + offset), endsAt: new Date(end + offset) } : null;
}

/** The first moment after `now` at which `deal` starts or stops running, or null when it never changes again. */
export function nextDealBoundary(deal: DealRule, now: Date): number | null {
  const start = deal.startsAt.getTime();
  const t = now.getTime();
  if (t < start) return start;
  const running = dealWindowAt(deal, now);
  if (running) return running.endsAt.getTime();
  if (!deal.repeatDays) return null;
  const period = deal.repeatDays * DAY_MS;
  return start + (Math.floor((t - start) / period) + 1) * period;
}

/**
 * The price a spec sells at on a site at `now`: the lowest running deal below the regular price, with the
 * regular price as origPrice (struck through), or the regular prices unchanged. The only place that decides
 * a price; catalogue answers, cart and checkout all go through it.
 */
export function computeEffectivePrice(
  regular: { currPrice: number; origPrice: number | null },
  deals: readonly DealRule[],
  now: Date,
): EffectivePrice {
  let best: EffectivePrice | null = null;
  for (const deal of deals) {
    if (deal.dealPrice >= (best?.currPrice ?? regular.currPrice)) continue;
    const window = dealWindowAt(deal, now);
    if (window)
      best = { currPrice: deal.dealPrice, origPrice: regular.currPrice, deal: { ...window, id: deal.id } };
  }
  return best ?? { currPrice: regular.currPrice, origPrice: regular.origPrice, deal: null };
}
