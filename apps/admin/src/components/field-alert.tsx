/**
 * A field's message that must be heard at once (an upload refused as it happens), under a
 * control drawn by hand rather than by the Field components.
 */
export function FieldAlert({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
