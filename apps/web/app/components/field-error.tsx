import type { ReactNode } from 'react';

/**
 * A field's message under it, named by the input's aria-describedby through `id`. `alert` where
 * it should be read out as soon as it appears (a refused sign-in), not only when the field is.
 */
export function FieldError({
  id,
  alert = false,
  children,
}: {
  id: string;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      className="mt-1.5 text-sm font-medium text-red-700"
    >
      {children}
    </p>
  );
}
