import { COMPANY_SERVICES } from './company-services';
import { LinkList } from './link-list';

const SERVICE_LINKS = COMPANY_SERVICES.map(({ id, title }) => ({
  to: `/about#${id}`,
  label: title,
}));

/**
 * Links to the services' cards on /about, for the shop's footer (here, not in the company
 * feature, because features may not import each other: docs/architecture.md, "Layout").
 */
export function ServicesList({ className, linkClass }: { className: string; linkClass: string }) {
  return <LinkList links={SERVICE_LINKS} className={className} linkClass={linkClass} />;
}
