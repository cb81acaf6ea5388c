import { useTranslations } from "use-intl";
import { optionLabelKey, questionTitleKey } from "../../../i18n/choose-text-keys.ts";
import type { ChooseQuestionKey } from "../../../modules/choose/questions.ts";
import { useSite } from "../use-site.ts";
import { useChooseText } from "./use-choose-text.ts";

/** The answers behind a result, each with a link back to its step, a fresh start and the link to share. */
export function ChooseAnswers({
  answers,
  amount,
  sharePath,
}: {
  answers: { question: ChooseQuestionKey; digit: number; changePath: string }[];
  amount: string;
  sharePath: string;
}) {
  const t = useTranslations();
  const text = useChooseText();
  const { href, publicUrl } = useSite();
  const shareUrl = `${publicUrl}${href(sharePath)}`;
  return (
    <aside className="choose-answers" aria-labelledby="choose-answers-title">
      <h2 id="choose-answers-title">{t("i18n_choose_your_answers")}</h2>
      <dl>
        {answers.map((answer) => (
          <div key={answer.question}>
            <dt>{text(questionTitleKey(answer.question))}</dt>
            <dd>
              <span>{text(optionLabelKey(answer.question, answer.digit), { amount })}</span>
              <a href={href(answer.changePath)}>{t("i18n_choose_change")}</a>
            </dd>
          </div>
        ))}
      </dl>
      <a className="button button-outline choose-restart" href={href("/choose/step")}>
        {t("i18n_choose_start_again")}
      </a>
      <div className="choose-share">
        <h2>{t("i18n_choose_share")}</h2>
        <p>{t("i18n_choose_share_text")}</p>
        <a href={shareUrl} className="choose-share-link">
          {shareUrl}
        </a>
      </div>
    </aside>
  );
}
