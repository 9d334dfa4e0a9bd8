import { RATING_MAX, RATING_MIN } from '@shop/contracts/client';

const LEVELS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * The rating as five real radio inputs drawn as stars: Tab reaches the group, the arrow keys
 * change the rating, and each choice is read as '3 stars'.
 */
export function RatingInput({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="mt-1 flex items-center">
        {LEVELS.map((level) => (
          <label
            key={level}
            className="grid size-11 cursor-pointer place-items-center rounded-lg text-3xl leading-none has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className={
                level <= value ? 'text-accent-500' : 'text-stone-300 hover:text-accent-400'
              }
            >
              ★
            </span>
            <span className="sr-only">{level === 1 ? '1 star' : `${level} stars`}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-muted">
          {value} out of {RATING_MAX}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
