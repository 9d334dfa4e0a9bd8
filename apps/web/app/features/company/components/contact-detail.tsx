import type { CompanyProfile } from '@shop/contracts/client';
import type { ComponentType, ReactNode } from 'react';
import { companyPlaces, PlaceText } from '~/components/company-places';
import { MapPinIcon } from '~/components/contact-icons';
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

/**
 * The company's office and, when it has one, its depot, each a detail with the map pin: the
 * place's address, then what it is for (the contact card, the landing page's About and Find Us).
 */
export function PlaceDetails({
  company,
  tone,
  as,
  addressClass,
  purposeClass,
}: {
  company: Pick<CompanyProfile, 'address' | 'officePurpose' | 'depot'>;
  tone?: 'light' | 'dark';
  as?: 'div' | 'li';
  addressClass: string;
  purposeClass: string;
}) {
  return companyPlaces(company).map((place) => (
    <ContactDetail key={place.key} Icon={MapPinIcon} title={place.label} tone={tone} as={as}>
      <PlaceText place={place} addressClass={addressClass} purposeClass={purposeClass} />
    </ContactDetail>
  ));
}
