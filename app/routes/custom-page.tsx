import { useFormatter, useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { type CustomBlock, loadCustomPage } from "../.server/content/load-custom-page.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/discovery.css?url";
import type { Route } from "./+types/custom-page";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCustomPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "i18n_custom_title", { title: loaderData?.title, description: loaderData?.summary });

/** A content page from the database, its blocks rendered by type in the site's language. */
export default function CustomPage({ loaderData: page }: Route.ComponentProps) {
  const t = useTranslations();
  const published = useFormatter().dateTime(new Date(page.publishedAt), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <article className="container custom-page">
      <header className="custom-hero">
        <div className="custom-hero-copy">
          <h1>{page.title}</h1>
          {page.summary ? <p className="custom-summary">{page.summary}</p> : null}
          {page.isArticle ? (
            <p className="custom-date">{t("i18n_custom_published", { date: published })}</p>
          ) : null}
        </div>
        {page.media ? (
          <MediaImage
            media={page.media}
            alt=""
            sizes="(max-width: 900px) 100vw, 560px"
            width={1120}
            height={630}
            loading="priority"
          />
        ) : null}
      </header>
      <div className="custom-blocks">
        {page.blocks.map((block, index) => (
          // Blocks have no identity of their own; their position is stable for one page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Block key={index} block={block} />
        ))}
      </div>
    </article>
  );
}

function Block({ block }: { block: CustomBlock }) {
  const { href } = useSite();
  switch (block.kind) {
    case "heading":
      return <h2>{block.text}</h2>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "image":
      return (
        <figure className="custom-image">
          <MediaImage
            media={block.media}
            alt={block.alt}
            sizes="(max-width: 900px) 100vw, 760px"
            width={1520}
            height={1520}
          />
          {block.alt ? <figcaption>{block.alt}</figcaption> : null}
        </figure>
      );
    case "link":
      return (
        <p>
          <a
            className="button button-primary"
            href={block.href.startsWith("/") ? href(block.href) : safeExternal(block.href)}
          >
            {block.text}
          </a>
        </p>
      );
    case "products":
      return (
        <section className="custom-products">
          <h2>{block.title}</h2>
          {block.cards.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="product-grid">
              {block.cards.map((card) => (
                <ProductCard key={card.id} card={card} />
              ))}
            </div>
          )}
        </section>
      );
  }
}

/** Content comes from the shop's editors: only web addresses leave the store, never script URLs. */
function safeExternal(url: string): string | undefined {
  return /^https:\/\//i.test(url) ? url : undefined;
}
