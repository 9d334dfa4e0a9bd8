import { Link } from 'react-router';

/** The brand mark: the same star as favicon.svg, drawn inline so it costs no request. */
export function BrandMark({ size = 36, className = '' }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" rx="14" fill="#1b5336" />
      <path
        d="M32 11l6.2 13.1 14.3 1.8-10.5 9.9 2.7 14.2L32 43l-12.7 7 2.7-14.2-10.5-9.9 14.3-1.8z"
        fill="#f5b83d"
      />
    </svg>
  );
}

/** Logo link to the home page; the company's short name is the link's text. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link
      to="/"
      className={`flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-brand-800 ${className}`}
    >
      <BrandMark size={34} />
      <span className="leading-none">
        {name}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
