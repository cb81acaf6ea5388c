import { useSite } from "../use-site.ts";

/** One answer: a big link that records it and moves on, marked when it is the current answer. */
export function ChooseOptionCard({
  label,
  text,
  path,
  selected,
}: {
  label: string;
  text: string;
  path: string;
  selected: boolean;
}) {
  const { href } = useSite();
  return (
    <a className="choose-option" href={href(path)} aria-current={selected ? "true" : undefined}>
      <span className="choose-option-mark" aria-hidden="true" />
      <span className="choose-option-copy">
        <strong>{label}</strong>
        <span>{text}</span>
      </span>
    </a>
  );
}
