// Toasts load react-toastify on first use, keeping it out of the first page load. Messages wait
// in a queue until the container has mounted, so the first toast of a visit is never lost.
// Options follow docs/spec/storefront.md section 9 (set on the container in toast-host.tsx).
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
/** `id` names a toast so it can be dismissed; `autoClose` overrides the 5 s (false: stays). */
export interface ToastOptions {
  id?: string;
  autoClose?: number | false;
}
type Show = (kind: ToastKind, message: string, options?: ToastOptions) => void;
type Dismiss = (id: string) => void;

const queue: { kind: ToastKind; message: string; options?: ToastOptions }[] = [];
let show: Show | null = null;
let dismissShown: Dismiss | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The host mounts the container once a toast is wanted. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

/** Called by the mounted container: shows what waited, then shows directly. */
export function toastReady(fn: Show | null, dismiss: Dismiss | null = null): void {
  show = fn;
  dismissShown = dismiss;
  if (!fn) return;
  for (const item of queue.splice(0)) fn(item.kind, item.message, item.options);
}

export function notify(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (typeof window === 'undefined') return;
  if (show) return show(kind, message, options);
  queue.push({ kind, message, options });
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

/** Closes the toast shown with this id, or drops it if it is still waiting for the container. */
export function dismissToast(id: string): void {
  const waiting = queue.findIndex((item) => item.options?.id === id);
  if (waiting >= 0) queue.splice(waiting, 1);
  dismissShown?.(id);
}
