import type { ReactNode } from 'react';

/** A section's eyebrow, heading and lead paragraph, the way the About page sets them. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  className = '',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={className}>
      <p
        className={`text-sm font-bold tracking-widest uppercase ${dark ? 'text-accent-400' : 'text-brand-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {children && (
        <p className={`mt-4 max-w-2xl leading-relaxed ${dark ? 'text-brand-100' : 'text-muted'}`}>
          {children}
        </p>
      )}
    </div>
  );
}
