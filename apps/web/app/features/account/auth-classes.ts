// The sign-in pages' link-like buttons and their full-width submit button.
export const linkButton =
  'rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

export const submitClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 ' +
  'font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
