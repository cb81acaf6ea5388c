import { useTranslations } from "use-intl";
import { optionLabelKey, optionTextKey, questionTitleKey } from "../../i18n/choose-text-keys.ts";
import { cacheablePageHeaders } from "../../server/request/cacheable-page.ts";
import { loadChooseStep } from "../.server/choose/load-choose-step.ts";
import { ChooseInvalid } from "../components/choose/choose-invalid.tsx";
import { ChooseOptionCard } from "../components/choose/choose-option-card.tsx";
import { ChooseProgress } from "../components/choose/choose-progress.tsx";
import { ChooseStepBar } from "../components/choose/choose-step-bar.tsx";
import { useChooseText } from "../components/choose/use-choose-text.ts";
import { pageMeta } from "../components/page-title.ts";
import stylesheet from "../styles/choose.css?url";
import type { Route } from "./+types/choose-step";

export const headers = cacheablePageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "route" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadChooseStep(request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, "i18n_nav_help_me_choose", {
    descriptionKey: "i18n_choose_intro",
    noindex: loaderData?.invalid !== false || loaderData.step > 1,
  });

/** One question of the help-me-choose quiz: answer cards, progress, back and next. */
export default function ChooseStep({ loaderData }: Route.ComponentProps) {
  const t = useTranslations();
  const text = useChooseText();
  if (loaderData.invalid) return <ChooseInvalid />;
  const { step, count, question, amount, options, backPath, nextPath } = loaderData;
  return (
    <div className="container choose-page choose-step">
      <header className="choose-head">
        <p className="choose-eyebrow">{t("i18n_nav_help_me_choose")}</p>
        <ChooseProgress step={step} count={count} />
        <h1 id="choose-question">{text(questionTitleKey(question))}</h1>
        {step === 1 ? <p className="choose-intro">{t("i18n_choose_intro")}</p> : null}
      </header>
      <ul className={`choose-options choose-options-${options.length}`} aria-labelledby="choose-question">
        {options.map((option) => (
          <li key={option.digit}>
            <ChooseOptionCard
              label={text(optionLabelKey(question, option.digit), { amount })}
              text={text(optionTextKey(question, option.digit), { amount })}
              path={option.path}
              selected={option.selected}
            />
          </li>
        ))}
      </ul>
      <ChooseStepBar backPath={backPath} nextPath={nextPath} last={step === count} />
    </div>
  );
}
