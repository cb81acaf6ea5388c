/** The spec's toast duration (section 9). */
export const TOAST_MS = 3000;

export type Toast = { id: number; kind: "error" | "success"; text: string };
type Snapshot = { toasts: Toast[]; pending: number };

/**
 * The browser's shared feedback state: toasts (each shown for 3 s) and the number of API calls the global
 * spinner waits for. A tiny external store, read by the toast region and spinner through useSyncExternalStore.
 */
export function createFeedback(
  timers: { setTimeout: (run: () => void, ms: number) => unknown } = globalThis,
) {
  let snapshot: Snapshot = { toasts: [], pending: 0 };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const update = (next: Snapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => snapshot,
    toast(kind: Toast["kind"], text: string) {
      const toast = { id: nextId++, kind, text };
      update({ ...snapshot, toasts: [...snapshot.toasts, toast] });
      timers.setTimeout(
        () => update({ ...snapshot, toasts: snapshot.toasts.filter((shown) => shown.id !== toast.id) }),
        TOAST_MS,
      );
    },
    /** Counts `work` as pending until it settles, whichever way. */
    async track<T>(work: Promise<T>): Promise<T> {
      update({ ...snapshot, pending: snapshot.pending + 1 });
      try {
        return await work;
      } finally {
        update({ ...snapshot, pending: snapshot.pending - 1 });
      }
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

const emptySnapshot: Snapshot = { toasts: [], pending: 0 };
/** What the server renders: nothing pending, no toasts. */
export const serverSnapshot = () => emptySnapshot;

/** The page's one feedback store. */
export const feedback = createFeedback();
