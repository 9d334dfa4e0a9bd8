import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';

interface Target {
  to: string;
  label: string;
}

/** Where a company page sends the reader next: one main way on, and one other. */
export function LinkButtons({
  primary,
  secondary,
  className,
}: {
  primary: Target;
  secondary: Target;
  className: string;
}) {
  return (
    <div className={className}>
      <Link to={primary.to} className={buttonClass('primary')}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass('secondary')}>
        {secondary.label}
      </Link>
    </div>
  );
}
