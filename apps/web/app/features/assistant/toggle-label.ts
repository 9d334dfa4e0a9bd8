/**
 * The toggle's accessible name: contracts' CHAT_TEXTS.open, word for word (toggle-label.test.ts
 * holds them together). Written here because the toggle is on every page's first load and the
 * contracts module that holds it, with every text of the panel, is not (decision 0005).
 */
export const TOGGLE_LABEL = 'Open the shopping assistant';
