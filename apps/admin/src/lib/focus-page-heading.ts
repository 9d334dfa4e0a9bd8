/**
 * Moves the focus to the page's heading (PageHeader's h1, focusable by script only) after
 * something finished that took the focused control away or left it far from the news: a saved
 * form. The heading is read out, and the toast with it (its live region).
 */
export function focusPageHeading() {
  const heading = () => document.querySelector<HTMLElement>('main h1');
  // A save that opens another page (a new campaign's or product's own) draws that page's heading
  // once its data has come: for a second or so the focus follows the heading there, unless the
  // user has moved it on themselves.
  let frames = 60;
  const follow = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.tagName !== 'H1') return;
    if (active !== heading()) heading()?.focus();
    if (--frames > 0) requestAnimationFrame(follow);
  };
  // After React has drawn the saved state.
  requestAnimationFrame(() => {
    heading()?.focus();
    requestAnimationFrame(follow);
  });
}
