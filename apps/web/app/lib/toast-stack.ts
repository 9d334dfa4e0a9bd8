import type { ToastKind } from './notify';

type Id = string | number;

/**
 * Which toasts stay on screen, so that they neither cover the header on a phone nor contradict
 * each other: at most `max` at once, a new one closing the oldest rather than waiting its turn;
 * and a success closes the problems (errors, warnings) said before it, which it supersedes
 * ('Please select a size first', then 'added to cart!').
 * `close` is told which to close; `closed` is told of those that closed by themselves.
 */
export function createToastStack(max: number, close: (id: Id) => void) {
  /** Oldest first. */
  const shown: { id: Id; problem: boolean }[] = [];
  const forget = (id: Id) => {
    const at = shown.findIndex((t) => t.id === id);
    if (at >= 0) shown.splice(at, 1);
  };
  const closeNow = (id: Id) => {
    forget(id);
    close(id);
  };
  return {
    /** Called before a toast of `kind` is shown. */
    showing(kind: ToastKind) {
      if (kind === 'success') for (const t of shown.filter((t) => t.problem)) closeNow(t.id);
    },
    /** Called once it is shown as `id` (a toast shown again under its id moves to the top). */
    shown(id: Id, kind: ToastKind) {
      forget(id);
      shown.push({ id, problem: kind === 'error' || kind === 'warning' });
      while (shown.length > max) closeNow(shown[0]!.id);
    },
    closed: forget,
    /** Ids on screen, oldest first. */
    ids: () => shown.map((t) => t.id),
  };
}
