import type { ComponentType } from 'react';
import type { IconProps } from '~/components/icons';

/**
 * What a company card says: its icon in a rounded square, its title and its text (the services
 * on /about, the reasons to choose the company on /company). The card itself is the caller's.
 */
export function IconCardBody({
  Icon,
  iconClass,
  title,
  text,
}: {
  Icon: ComponentType<IconProps>;
  /** The square's colours. */
  iconClass: string;
  title: string;
  text: string;
}) {
  return (
    <>
      <span className={`flex size-12 items-center justify-center rounded-xl ${iconClass}`}>
        <Icon size={26} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
    </>
  );
}
