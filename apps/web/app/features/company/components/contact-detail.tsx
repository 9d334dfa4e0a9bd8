import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '~/components/icons';

/**
 * One of the company's contact details on a card (the contact card, the landing page's About and
 * Find Us): its icon in a tinted box, its title and what it says. On the dark card of the
 * landing page's About the details are a list under the card's own heading, so their titles are
 * labels there ('dark': a <p>), not headings.
 */
export function ContactDetail({
  Icon,
  title,
  tone = 'light',
  as: Row = 'div',
  bodyClass,
  children,
}: {
  Icon: ComponentType<IconProps>;
  title: string;
  tone?: 'light' | 'dark';
  as?: 'div' | 'li';
  /** Classes of the box around the title and the detail ('min-w-0' lets e-mails wrap). */
  bodyClass?: string;
  children: ReactNode;
}) {
  return (
    <Row className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon size={20} />
      </span>
      <div className={bodyClass}>
        {tone === 'light' ? (
          <h3 className="font-semibold text-ink">{title}</h3>
        ) : (
          <p className="font-semibold text-white">{title}</p>
        )}
        {children}
      </div>
    </Row>
  );
}
