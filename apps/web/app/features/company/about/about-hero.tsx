import { PageHero, type HeroCard } from '~/features/company/components/page-hero';
import { useSettings } from '~/lib/use-settings';

const WHY_US: HeroCard = {
  title: 'Why customers choose us',
  points: [
    'Clear, written quotations with fair prices',
    'Delivery from Juba to every state, in every season',
    'Cash on delivery and mobile money (MTN, Airtel, UTL)',
    'Bulk and framework orders for organisations and NGOs',
    'Engineers and project managers on our own team',
  ],
  className: 'p-6 sm:p-8 lg:col-span-2',
};

/** The About page's opening: who the company is, in figures, and why customers choose it. */
export function AboutHero() {
  const { company } = useSettings();
  const stats = [
    { value: `${company.yearsOfExperience}+`, label: 'Years of experience' },
    { value: '5', label: 'Core services' },
    { value: '8', label: 'Towns we supply' },
    { value: '100M3', label: 'Fuel storage' },
  ];
  return (
    <PageHero
      eyebrow="About us"
      title={company.name}
      lead={
        <>
          Over {company.yearsOfExperience} years of architectural, engineering and project
          management work, and a trading house that keeps projects, offices and families across
          South Sudan supplied.
        </>
      }
      gridClass="lg:grid-cols-5"
      mainClass="lg:col-span-3"
      card={WHY_US}
    >
      <dl className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col border-l-2 border-accent-500 pl-4">
            <dt className="text-sm text-brand-100">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
