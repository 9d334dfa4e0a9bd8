/** The look of every file input of the admin: its button drawn like a secondary button. */
export const fileInputClass =
  'block w-full text-sm text-ink file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50 disabled:opacity-60';
