import { COMPANY_SERVICES, type ServiceId } from '~/components/company-services';
import {
  ClipboardIcon,
  HardHatIcon,
  LightbulbIcon,
  NetworkIcon,
  TruckIcon,
} from '~/components/service-icons';
import { IconCardBody } from '~/features/company/components/icon-card-body';

/** What each service offers; their names and ids, which the footer links to, are shared. */
const SERVICE_DETAILS: Record<ServiceId, { text: string; Icon: typeof TruckIcon }> = {
  procurement: {
    text: 'We source goods to your specification from trusted manufacturers in South Sudan, Uganda, Kenya and beyond, with clear quotations and quality checks before anything ships.',
    Icon: ClipboardIcon,
  },
  logistics: {
    text: 'Our trucks and partners deliver from Juba to Yei, Wau, Bor, Bentiu, Kajikeji, Torit and Kapoeta, in every season, with careful handling and updates along the way.',
    Icon: TruckIcon,
  },
  consulting: {
    text: 'Practical advice on budgets, materials, specifications and timelines, from engineers and project managers who have delivered across the country.',
    Icon: LightbulbIcon,
  },
  'supply-chain': {
    text: 'Framework agreements, warehousing and scheduled deliveries for organisations that need steady supplies of food, fuel, relief items or office goods.',
    Icon: NetworkIcon,
  },
  construction: {
    text: 'Architectural design, engineering and project management for offices, schools, clinics, homes and warehouses, from the first drawing to the handover.',
    Icon: HardHatIcon,
  },
};

export function ServicesGrid() {
  return (
    <section
      aria-labelledby="services-heading"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20"
    >
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Our services</p>
      <h2 id="services-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        One partner from order to delivery
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {COMPANY_SERVICES.map(({ id, title }, i) => (
          <li
            key={id}
            id={id}
            className={`scroll-mt-24 rounded-2xl ${i < 3 ? 'lg:col-span-2' : 'lg:col-span-3'} ${i === 4 ? 'sm:col-span-2' : ''} border border-stone-200 bg-white p-6 shadow-sm target:ring-2 target:ring-accent-500`}
          >
            <IconCardBody
              {...SERVICE_DETAILS[id]}
              iconClass="bg-brand-50 text-brand-700"
              title={title}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
