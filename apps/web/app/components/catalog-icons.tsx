import { StrokeIcon, type IconProps } from './card-icons';

export { HeartIcon, WhatsAppIcon } from './card-icons';

const CHEVRONS = { left: 'M15 18l-6-6 6-6', right: 'M9 18l6-6-6-6', down: 'M6 9l6 6 6-6' };

export function ChevronIcon({
  className = 'size-4',
  direction = 'right',
}: IconProps & { direction?: keyof typeof CHEVRONS }) {
  return (
    <StrokeIcon className={className}>
      <path d={CHEVRONS[direction]} />
    </StrokeIcon>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}

export function FilterIcon({ className = 'size-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </StrokeIcon>
  );
}

export function TrashIcon({ className = 'size-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </StrokeIcon>
  );
}
