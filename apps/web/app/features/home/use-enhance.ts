import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is near the viewport and the browser is idle: the moment to swap a
 * server-rendered static block for its interactive (lazily loaded) version. Until then, no
 * slider code is downloaded at all.
 */
export function useEnhanceWhenNear(
  ref: RefObject<HTMLElement | null>,
  rootMargin = '200px',
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let idleHandle: number | undefined;
    const start = () => {
      const go = () => !cancelled && setReady(true);
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(go, { timeout: 2000 });
      } else {
        idleHandle = setTimeout(go, 200) as unknown as number;
      }
    };
    if (!('IntersectionObserver' in window)) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else clearTimeout(idleHandle);
    };
  }, [ref, rootMargin]);
  return ready;
}
