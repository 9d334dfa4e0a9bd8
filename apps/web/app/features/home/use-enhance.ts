import { useEffect, useState, type RefObject } from 'react';

const INTERACTIONS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * True once the element is near the viewport and the browser is idle: the moment to swap a
 * server-rendered static block for its interactive (lazily loaded) version. Until then, no
 * slider code is downloaded at all.
 *
 * `delayMs` postpones that moment further for a block whose first change comes late (the
 * service carousel turns after 60 s): its code then stays out of the page's start-up, unless the
 * visitor reaches for it first (pointer, touch or keyboard focus), which enhances at once.
 */
export function useEnhanceWhenNear(
  ref: RefObject<HTMLElement | null>,
  { rootMargin = '200px', delayMs = 0 }: { rootMargin?: string; delayMs?: number } = {},
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let done = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let idleHandle: number | undefined;
    let observer: IntersectionObserver | undefined;

    const enhance = () => {
      if (done) return;
      done = true;
      cleanup();
      setReady(true);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(enhance, { timeout: 2000 });
      } else {
        timers.push(setTimeout(enhance, 200));
      }
    };
    const start = () => (delayMs > 0 ? timers.push(setTimeout(whenIdle, delayMs)) : whenIdle());
    function cleanup() {
      observer?.disconnect();
      for (const t of timers) clearTimeout(t);
      if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') {
        window.cancelIdleCallback(idleHandle);
      }
      for (const type of INTERACTIONS) element?.removeEventListener(type, enhance);
    }

    for (const type of INTERACTIONS) element.addEventListener(type, enhance, { passive: true });
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin },
      );
      observer.observe(element);
    } else {
      start();
    }
    return () => {
      done = true;
      cleanup();
    };
  }, [ref, rootMargin, delayMs]);
  return ready;
}
