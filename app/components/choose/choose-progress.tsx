import { useTranslations } from "use-intl";

export function ChooseProgress({ step, count }: { step: number; count: number }) {
  const t = useTranslations();
  const label = t("i18n_choose_step_of", { step, count });
  return (
    <div className="choose-progress">
      <p className="choose-progress-label">{label}</p>
      <div
        className="choose-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={step}
      >
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, nothing else
          <span key={index} className={index < step ? "done" : undefined} />
        ))}
      </div>
    </div>
  );
}
