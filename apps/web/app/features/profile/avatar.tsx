import { initialsOf } from './profile-format';

const SIZES = {
  md: 'size-24 text-2xl',
  lg: 'size-28 text-3xl sm:size-32 sm:text-4xl',
  xl: 'size-36 text-5xl',
} as const;

/** The customer's picture, or their initials on the brand colour when there is none. */
export function Avatar({
  name,
  picture,
  size = 'lg',
  className = '',
}: {
  name: string;
  picture: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const box = `${SIZES[size]} shrink-0 overflow-hidden rounded-full ${className}`;
  if (picture) {
    return (
      <img
        src={picture}
        alt={name ? `Profile picture of ${name}` : 'Your profile picture'}
        width={144}
        height={144}
        decoding="async"
        className={`${box} bg-stone-100 object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name ? `${name} (no profile picture yet)` : 'No profile picture yet'}
      className={`${box} grid place-items-center bg-brand-100 font-bold text-brand-800 select-none`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
