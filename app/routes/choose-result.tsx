import { useTranslations } from "use-intl";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadChooseResult } from "../.server/choose/load-choose-result.ts";
import { ChooseAnswers } from "../components/choose/choose-answers.tsx";
import { ChooseInvalid } from "../components/choose/choose-invalid.tsx";
import { ChoosePick } from "../components/choose/choose-pick.tsx";
import { pageMeta } from "../components/page-title.ts";
import stylesheet from "../styles/choose.css?url";
import type { Route } from "./+types/choose-result";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadChooseResult(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "i18n_choose_result_title", { noindex: true });

const matchTexts = {
  exact: "i18n_choose_result_exact",
  closest: "i18n_choose_result_closest",
  none: "i18n_choose_result_none",
} as const;

/** The quiz's recommendation: the picks with why they fit, the answers behind them and the link to share. */
export default function ChooseResult({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  if (loaderData.invalid) return <ChooseInvalid />;
  const { match, amount, picks, answers, sharePath, sharedReason } = loaderData;
  return (
    <div className="container choose-page choose-result">
      <header className="choose-head">
        <p className="choose-eyebrow">{t("i18n_nav_help_me_choose")}</p>
        <h1>{t("i18n_choose_result_title")}</h1>
        <p className={`choose-match choose-match-${match}`}>{t(matchTexts[match])}</p>
      </header>
      <div className="choose-result-body">
        <div className="choose-result-main">
          {sharedReason ? (
            <section className="choose-shared-why" aria-labelledby="choose-why-these">
              <h2 id="choose-why-these">{t("i18n_choose_why_these")}</h2>
              <p>{sharedReason}</p>
            </section>
          ) : null}
          {picks.length > 0 ? (
            <ol className="choose-picks">
              {picks.map((pick, index) => (
                <ChoosePick
                  key={pick.card.id}
                  card={pick.card}
                  reason={sharedReason ? null : pick.reason}
                  mismatches={pick.mismatches}
                  amount={amount}
                  loading={index === 0 ? "priority" : "lazy"}
                />
              ))}
            </ol>
          ) : null}
        </div>
        <ChooseAnswers answers={answers} amount={amount} sharePath={sharePath} />
      </div>
    </div>
  );
}
