// The text inputs' and labels' look, shared by the sign-in, checkout and payment forms. Its own
// module so that a form importing the classes does not also load the password field.
export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink ' +
  'placeholder:text-stone-500 shadow-xs transition-colors focus:border-brand-600 focus:ring-2 ' +
  'focus:ring-brand-600/25 focus:outline-none aria-invalid:border-red-600';

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';
