import { UserIcon } from '~/components/icons';

/** 'Achol Deng' -> 'AD'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

/** The profile picture, or the initials, or a person icon while the profile loads. */
export function Avatar({ name, picture, size }: { name?: string; picture?: string; size: number }) {
  const style = { width: size, height: size };
  if (picture)
    return (
      <img
        src={picture}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover ring-1 ring-stone-200"
      />
    );
  const text = name ? initials(name) : '';
  return (
    <span
      aria-hidden="true"
      style={style}
      className="grid shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
    >
      {text || <UserIcon size={Math.round(size * 0.55)} />}
    </span>
  );
}
