import { useTranslations } from "use-intl";
import { loadCheckCategory } from "../.server/support/load-check-category.ts";
import { pageMeta } from "../components/page-title.ts";
import { useSite } from "../components/use-site.ts";
import stylesheet from "../styles/support.css?url";
import type { Route } from "./+types/support-check-category";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckCategory(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "i18n_check_category_title");

/** Mobile: pick a product line, then a model, to reach its support hub. */
export default function SupportCheckCategory({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const { href } = useSite();
  const { lines, chosen } = loaderData;
  return (
    <div className="support-page">
      <h1>{chosen ? chosen.name : t("i18n_check_category_title")}</h1>
      <ul className="support-choices">
        {chosen
          ? chosen.models.map((model) => (
              <li key={model.id}>
                <a href={href(`/support/product?id=${model.id}`)}>{model.name}</a>
              </li>
            ))
          : lines.map((line) => (
              <li key={line.id}>
                <a href={href(`/support/checkCategory?category=${line.id}`)}>
                  {line.name} <span>{line.count}</span>
                </a>
              </li>
            ))}
      </ul>
      {chosen ? (
        <a className="button button-outline" href={href("/support/checkCategory")}>
          {t("i18n_check_category_title")}
        </a>
      ) : null}
    </div>
  );
}
