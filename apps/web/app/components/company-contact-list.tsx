import type { CompanyProfile } from '@shop/contracts/client';
import { phoneLink } from '~/lib/contact-links';
import { phoneText } from '~/lib/phone-text';

/**
 * The company's phone numbers or e-mail addresses from the settings (decision 0002), a link each
 * that dials or writes. The shop's footer shows them as well as the company pages, and one
 * feature may not import another (docs/architecture.md, "Layout"): so they live here.
 */
export function CompanyContactList({
  company,
  kind,
  className,
  linkClass,
}: {
  company: Pick<CompanyProfile, 'phones' | 'emails'>;
  kind: 'phones' | 'emails';
  /** The list's own classes. */
  className: string;
  linkClass: string;
}) {
  const links =
    kind === 'phones'
      ? company.phones.map((phone) => ({
          href: phoneLink(phone),
          text: phoneText(phone),
          className: linkClass,
        }))
      : // A long address breaks anywhere rather than push the column wider.
        company.emails.map((email) => ({
          href: `mailto:${email}`,
          text: email,
          className: `${linkClass} break-all`,
        }));
  return (
    <ul className={className}>
      {links.map(({ href, text, className: link }) => (
        <li key={href}>
          <a href={href} className={link}>
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}
