import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadHome } from "../.server/catalog/load-home.ts";
import { requireKnownPrefix } from "../.server/site/require-known-prefix.ts";
import { AppPromotion } from "../components/layout/app-promotion.tsx";
import { MediaImage } from "../components/media-image.tsx";
import { pageMeta } from "../components/page-title.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useSite } from "../components/use-site.ts";
import type { Route } from "./+types/home";

export const headers = cacheablePageHeaders;

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireKnownPrefix(params.lang);
  return loadHome(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_home_title");

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { banners, newLaunches, bestSellers, articles, explore } = loaderData;
  return (
    <>
      <section className="hero" aria-label={t("i18n_home_title")}>
        <div className="hero-track">
          {banners.map((banner, index) => (
            <a key={banner.id} className="hero-slide" href={href(banner.link)} id={`banner-${index + 1}`}>
              <MediaImage
                media={banner.img}
                alt=""
                sizes="100vw"
                width={1600}
                height={640}
                loading={index === 0 ? "priority" : "lazy"}
              />
              <div className="hero-copy container">
                <h2>{banner.title}</h2>
                {banner.subtitle ? <p>{banner.subtitle}</p> : null}
                <span className="button button-primary">{banner.cta}</span>
              </div>
            </a>
          ))}
        </div>
        {banners.length > 1 ? (
          <div className="hero-dots">
            {banners.map((banner, index) => (
              <a key={banner.id} href={`#banner-${index + 1}`}>
                <span className="visually-hidden">{banner.title}</span>
              </a>
            ))}
          </div>
        ) : null}
      </section>

      <div className="container home-sections">
        <ProductRow
          title={t("i18n_home_new_launches")}
          cards={newLaunches}
          more={href("/product/list?sort=new")}
        />
        <ProductRow title={t("i18n_home_best_sellers")} cards={bestSellers} more={href("/product/list")} />

        <section className="home-section" aria-labelledby="explore-title">
          <h2 id="explore-title">{t("i18n_home_more_to_explore")}</h2>
          <div className="explore-grid">
            {explore.map((tile) => (
              <a key={tile.key} className="explore-tile" href={href(tile.path)}>
                <MediaImage
                  media={tile.img}
                  alt=""
                  sizes="(max-width: 700px) 50vw, 240px"
                  width={480}
                  height={480}
                />
                <span className="explore-name">{tile.name ?? t("i18n_nav_accessories")}</span>
                <span className="explore-count">
                  {t("i18n_home_explore_category", { count: tile.count })}
                </span>
              </a>
            ))}
          </div>
        </section>

        <section className="home-section" aria-labelledby="blog-title">
          <h2 id="blog-title">{t("i18n_home_blog_centre")}</h2>
          {articles.length === 0 ? (
            <p className="empty">{t("i18n_common_empty")}</p>
          ) : (
            <div className="article-grid">
              {articles.map((article) => (
                <article key={article.slug} className="article-card">
                  <a href={href(`/custom?id=${article.slug}`)}>
                    {article.media ? (
                      <MediaImage
                        media={article.media}
                        alt=""
                        sizes="(max-width: 700px) 100vw, 380px"
                        width={760}
                        height={428}
                      />
                    ) : null}
                    <h3>{article.title}</h3>
                    <p>{article.summary}</p>
                    <span className="link-more">{t("i18n_home_read_more")}</span>
                  </a>
                </article>
              ))}
            </div>
          )}
        </section>

        <AppPromotion place="home" />
      </div>
    </>
  );
}

function ProductRow({
  title,
  cards,
  more,
}: {
  title: string;
  cards: Route.ComponentProps["loaderData"]["newLaunches"];
  more: string;
}) {
  const t = useTranslations();
  const id = title.replace(/\W+/g, "-").toLowerCase();
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <a href={more}>{t("i18n_common_view_all")}</a>
      </div>
      {cards.length === 0 ? (
        <p className="empty">{t("i18n_common_empty")}</p>
      ) : (
        <div className="product-grid product-row">
          {cards.map((card) => (
            <ProductCard key={card.id} card={card} />
          ))}
        </div>
      )}
    </section>
  );
}
