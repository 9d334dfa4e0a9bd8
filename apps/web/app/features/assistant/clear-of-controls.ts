import { useEffect, useState, type RefObject } from 'react';

// The assistant's round toggle floats over every page's bottom right corner. No control of the
// page may ever sit under it: it moves aside while the page scrolls, and comes back when the page
// rests only if its place is clear (docs/decisions/0055-assistant-toggle-clear-of-controls.md).

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';

/** How long the page must rest before the toggle may come back. */
const REST_MS = 150;
/** The toggle's white ring, around its box. */
const RING_PX = 4;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether a control of the page lies, even partly, under `area` (the toggle's place at rest). A
 * picture that is a link (a product card's image) does not count: covering a corner of it hides
 * nothing to tap, and the picture is a link in full elsewhere.
 */
export function controlUnder(area: DOMRect, toggle: Element, root: ParentNode = document): boolean {
  for (const control of root.querySelectorAll(CONTROLS)) {
    if (toggle.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !overlaps(box, area)) continue;
    if (control.querySelector('img')) continue;
    return true;
  }
  return false;
}

/** The toggle's place at rest, ring included, whatever transform it has now. */
function restingArea(toggle: HTMLElement): DOMRect {
  // A fixed element's offsets are from the viewport and ignore its transform.
  return new DOMRect(
    toggle.offsetLeft - RING_PX,
    toggle.offsetTop - RING_PX,
    toggle.offsetWidth + 2 * RING_PX,
    toggle.offsetHeight + 2 * RING_PX,
  );
}

/**
 * Whether the toggle should stand aside now: while the page scrolls, and at rest while a control
 * is under its place. Never while `stay` (the panel is open: the toggle is its close button).
 * `checks` counts the looks at the page at rest, so a test knows when the toggle has decided.
 */
export function useClearOfControls(
  toggle: RefObject<HTMLElement | null>,
  stay: boolean,
): { aside: boolean; checks: number } {
  const [aside, setAside] = useState(false);
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    const element = toggle.current;
    if (stay || !element) {
      setAside(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      setAside(controlUnder(restingArea(element), element));
      setChecks((n) => n + 1);
    };
    const onScroll = () => {
      setAside(true);
      clearTimeout(timer);
      timer = setTimeout(settle, REST_MS);
    };
    // The page's own changes (a cart's lines arriving, a new page) move controls too.
    const layout = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(settle, REST_MS);
    });
    layout.observe(document.body);
    settle();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      layout.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [toggle, stay]);

  return { aside, checks };
}
