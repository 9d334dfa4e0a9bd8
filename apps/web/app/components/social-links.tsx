import type { CompanyProfile } from '@shop/contracts/client';
import type { ComponentType } from 'react';
import type { IconProps } from './icons';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from './contact-icons';

export interface SocialLink {
  href: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

/** The company's social pages from the settings; a network with no address set is left out. */
export function companySocialLinks(social: CompanyProfile['social']): SocialLink[] {
  return [
    { href: social.whatsapp, label: 'WhatsApp', Icon: WhatsAppIcon },
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.tiktok, label: 'TikTok', Icon: TikTokIcon },
  ].filter((link) => link.href);
}

/**
 * Links to the company's social pages, each opening in a new tab: with their names, or as icons
 * alone (`iconsOf`, the shop's name), where each link's label names the shop and the network.
 * Shared by the shop's footer and the company pages (features may not import each other,
 * docs/architecture.md, "Layout").
 */
export function SocialLinks({
  links,
  className,
  linkClass,
  iconSize,
  iconClass,
  iconsOf,
}: {
  links: readonly SocialLink[];
  /** The list's own classes. */
  className: string;
  linkClass: string;
  iconSize: number;
  iconClass?: string;
  iconsOf?: string;
}) {
  return (
    <ul className={className}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={iconsOf ? `${iconsOf} on ${label} (opens in a new tab)` : undefined}
            className={linkClass}
          >
            <Icon size={iconSize} className={iconClass} />
            {!iconsOf && (
              <>
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
