import { useEffect, useState, type RefObject } from 'react';

const INTERACTIONS = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;
/** How long after a press ends without a click the swap may go ahead (a drag, a scroll). */
const RELEASE_WITHOUT_CLICK_MS = 400;

interface EnhanceOptions {
  rootMargin?: string;
  delayMs?: number;
  /** Loads the interactive version's code; the swap waits for it, so no fallback shows. */
  load?: () => Promise<unknown>;
  /**
   * Only when the visitor reaches for the block (a press, a touch, keyboard focus), never because
   * it came near; a mouse passing over it does not count (low-data mode: no slider code unasked).
   */
  askedOnly?: boolean;
}

/**
 * True once the element is near the viewport and the browser is idle: the moment to swap a
 * server-rendered static block for its interactive (lazily loaded) version. Until then, no
 * slider code is downloaded at all.
 *
 * `delayMs` postpones that moment further for a block whose first change comes late (the
 * service carousel turns after 60 s): its code then stays out of the page's start-up, unless the
 * visitor reaches for it first (pointer, touch or keyboard focus), which enhances at once.
 *
 * The swap never happens while a press is on its way (between pointer down and the click that
 * follows): replacing the elements under a finger or a mouse button would swallow the click, so a
 * first tap on a card would do nothing. A touch pointer entering counts as a press starting.
 */
export function useEnhanceWhenNear(
  ref: RefObject<HTMLElement | null>,
  { rootMargin = '200px', delayMs = 0, load, askedOnly = false }: EnhanceOptions = {},
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let done = false;
    let unmounted = false;
    let pressed = false;
    let swapWhenReleased = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let idleHandle: number | undefined;
    let observer: IntersectionObserver | undefined;

    const swap = () => {
      if (unmounted) return;
      if (pressed) swapWhenReleased = true;
      else {
        removePressListeners();
        setReady(true);
      }
    };
    const enhance = () => {
      if (done) return;
      done = true;
      cleanup();
      // A failed download keeps the static block, which works on its own.
      Promise.resolve(load?.()).then(swap, () => removePressListeners());
    };
    const onPointer = (event: Event) => {
      const pointer = event as PointerEvent;
      if (askedOnly && pointer.type === 'pointerenter' && pointer.pointerType === 'mouse') return;
      if (pointer.type === 'pointerdown' || pointer.pointerType !== 'mouse') pressed = true;
      enhance();
    };
    const release = (afterMs: number) => {
      if (!pressed) return;
      timers.push(
        setTimeout(() => {
          pressed = false;
          if (swapWhenReleased) swap();
        }, afterMs),
      );
    };
    const onClick = () => release(0);
    const onPointerUp = () => release(RELEASE_WITHOUT_CLICK_MS);
    function removePressListeners() {
      element?.removeEventListener('pointerenter', onPointer);
      element?.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerup', onPointerUp, true);
      window.removeEventListener('pointercancel', onPointerUp, true);
    }
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
      if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') {
        window.cancelIdleCallback(idleHandle);
      }
      for (const type of INTERACTIONS) {
        if (type !== 'pointerenter' && type !== 'pointerdown')
          element?.removeEventListener(type, enhance);
      }
    }

    for (const type of INTERACTIONS) {
      const listener = type === 'pointerenter' || type === 'pointerdown' ? onPointer : enhance;
      element.addEventListener(type, listener, { passive: true });
    }
    window.addEventListener('click', onClick, true);
    window.addEventListener('pointerup', onPointerUp, true);
    window.addEventListener('pointercancel', onPointerUp, true);
    if (askedOnly) {
      // Waits for the listeners above.
    } else if ('IntersectionObserver' in window) {
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
      unmounted = true;
      cleanup();
      removePressListeners();
      for (const t of timers) clearTimeout(t);
    };
  }, [ref, rootMargin, delayMs, load, askedOnly]);
  return ready;
}
