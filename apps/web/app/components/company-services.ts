/**
 * The company's five services, in the order the About page shows them; each has a card there
 * with its id (features/company/about/services-grid.tsx), which the footer's links jump to.
 */
export const COMPANY_SERVICES = [
  { id: 'procurement', title: 'Procurement' },
  { id: 'logistics', title: 'Logistics' },
  { id: 'consulting', title: 'Consulting' },
  { id: 'supply-chain', title: 'Supply chain' },
  { id: 'construction', title: 'Construction' },
] as const;

export type ServiceId = (typeof COMPANY_SERVICES)[number]['id'];
