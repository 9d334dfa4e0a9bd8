// Toasts load react-toastify on first use, keeping it out of the first page load.
// Options follow storefront.md section 9: top-right, 5 s, pause on hover and focus loss,
// drag to dismiss, light theme (set on the container in toast-host.tsx).
type Kind = 'success' | 'error' | 'info' | 'warning';

let loaded: Promise<typeof import('react-toastify')> | null = null;
const listeners = new Set<() => void>();

/** The host renders the container once the library is wanted. */
export function onToastLibraryWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadToastLibrary() {
  if (!loaded) {
    loaded = import('react-toastify');
    for (const l of listeners) l();
  }
  return loaded;
}

export function notify(kind: Kind, message: string): void {
  if (typeof window === 'undefined') return;
  void loadToastLibrary().then(({ toast }) => {
    // The container mounts in the same tick the library resolves; wait one frame for it.
    requestAnimationFrame(() => toast[kind](message));
  });
}
