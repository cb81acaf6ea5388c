import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadSitemap, type SitemapGroup } from "../.server/content/load-sitemap.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/legal.css?url";
import type { Route } from "./+types/sitemap-page";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSitemap(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_sitemap_title");

/** The human sitemap: the shop's screens, every category and accessory type with what it sells, the pages. */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const screens = (section: "shop" | "support" | "legal") =>
    loaderData.screens
      .filter((screen) => screen.section === section)
      .map((screen) => ({ path: screen.path, name: t(screen.title) }));
  return (
    <div className="container sitemap-page">
      <h1>{t("i18n_sitemap_title")}</h1>
      <div className="sitemap-columns">
        <LinkList title={t("i18n_footer_shop")} links={screens("shop")} />
        <Groups title={t("i18n_nav_products")} groups={loaderData.products} />
        <Groups title={t("i18n_nav_accessories")} groups={loaderData.accessories} />
        {loaderData.pages.length > 0 ? (
          <LinkList title={t("i18n_custom_title")} links={loaderData.pages} />
        ) : null}
        <LinkList title={t("i18n_footer_help")} links={screens("support")} />
        <LinkList title={t("i18n_footer_legal")} links={screens("legal")} />
      </div>
    </div>
  );
}

function LinkList({ title, links }: { title: string; links: { path: string; name: string }[] }) {
  const { href } = useSite();
  return (
    <section className="sitemap-section">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a href={href(link.path)}>{link.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Groups({ title, groups }: { title: string; groups: SitemapGroup[] }) {
  const { href } = useSite();
  return (
    <section className="sitemap-section">
      <h2>{title}</h2>
      {groups.map((group) => (
        <div key={group.path} className="sitemap-group">
          <h3>
            <a href={href(group.path)}>{group.name}</a>
          </h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.path}>
                <a href={href(link.path)}>{link.name}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
