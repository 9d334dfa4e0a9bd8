import type { AdminCustomer } from '@shop/contracts';

/**
 * The account's phone, or else the delivery phone of its latest order, said as such: most
 * shoppers type a phone at checkout and never in their profile (issue 31: "None" beside a
 * customer whose orders carry one). `link` makes it a tap-to-call link.
 */
export function CustomerPhone({
  customer,
  link = false,
  none = 'None',
}: {
  customer: Pick<AdminCustomer, 'phone' | 'orderPhone'>;
  link?: boolean;
  none?: string;
}) {
  const phone = customer.phone || customer.orderPhone;
  if (!phone) return <span className="text-muted">{none}</span>;
  return (
    <>
      {link ? (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">
          {phone}
        </a>
      ) : (
        phone
      )}
      {customer.phone ? null : (
        <span className="block text-xs text-muted">from their latest order</span>
      )}
    </>
  );
}
