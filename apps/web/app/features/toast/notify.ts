// Toasts load react-toastify on first use, keeping it out of the first page load. Messages wait
// in a queue until the container has mounted, so the first toast of a visit is never lost.
// Options follow storefront.md section 9 (set on the container in toast-host.tsx).
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
type Show = (kind: ToastKind, message: string) => void;

const queue: { kind: ToastKind; message: string }[] = [];
let show: Show | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** The host mounts the container once a toast is wanted. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

/** Called by the mounted container: shows what waited, then shows directly. */
export function toastReady(fn: Show | null): void {
  show = fn;
  if (!fn) return;
  for (const item of queue.splice(0)) fn(item.kind, item.message);
}

export function notify(kind: ToastKind, message: string): void {
  if (typeof window === 'undefined') return;
  if (show) return show(kind, message);
  queue.push({ kind, message });
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}
