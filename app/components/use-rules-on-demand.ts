import { type FormEvent, useRef } from "react";

/**
 * A form's rules imported when it first needs them (focus, blur, send) and not while the page hydrates: a static
 * import would put zod and the schemas in the page's first load, and their chunk's evaluation was a long task of
 * it (issue 15). A form sent before they arrived waits for them and is sent again by the same button; when they
 * do not come it goes to the server unchecked, which checks every post.
 */
export function useRulesOnDemand<Rules>(load: () => Promise<Rules>) {
  const loaded = useRef<Rules | null>(null);
  const pending = useRef<Promise<Rules> | null>(null);
  const unavailable = useRef(false);
  /** A send waits for the rules: another click meanwhile adds nothing, so the form is sent once. */
  const held = useRef(false);
  const rules = () =>
    (pending.current ??= load().then(
      (arrived) => {
        loaded.current = arrived;
        return arrived;
      },
      (error: unknown) => {
        unavailable.current = true;
        throw error;
      },
    ));
  return {
    /** The rules, imported once. */
    rules,
    /** The rules if they are here already. */
    loaded: () => loaded.current,
    /** Starts the import; one that fails is seen at the next send. */
    prepare: () => void rules().catch(() => {}),
    /** Holds a send until the rules are here (true: the caller leaves the event alone). */
    holdSend(event: FormEvent<HTMLFormElement>): boolean {
      if (loaded.current || unavailable.current) return false;
      event.preventDefault();
      if (held.current) return true;
      held.current = true;
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const send = () => {
        held.current = false;
        form.requestSubmit(submitter);
      };
      rules().then(send, send);
      return true;
    },
  };
}
