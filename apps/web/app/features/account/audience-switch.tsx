export type Audience = 'customer' | 'admin';

const CHOICES = [
  ['customer', 'Customer Login'],
  ['admin', 'Admin Login'],
] as const;

/** Customer or staff sign-in, as two radio buttons that look like tabs. */
export function AudienceSwitch({
  audience,
  onChange,
}: {
  audience: Audience;
  onChange: (audience: Audience) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="sr-only">Sign in as</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 text-sm font-semibold">
        {CHOICES.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-md text-muted transition-colors has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name="audience"
              value={value}
              checked={audience === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
