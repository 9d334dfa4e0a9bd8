// The API writes a little HTML itself (the e-mails): every value a person typed goes through here.

/** Text safe inside HTML elements and quoted attributes (& < > " ' as numeric entities). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
