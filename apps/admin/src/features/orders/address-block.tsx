import { isStandInEmail, type Address } from '@shop/contracts';

/** A delivery address as a courier reads it; phone and e-mail as links on screen only. */
export function AddressBlock({ address, links = false }: { address: Address; links?: boolean }) {
  return (
    <address className="leading-6 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode === '—' ? '' : address.zipcode}
      <br />
      {address.country}
      <br />
      {links ? (
        <>
          <a href={`tel:${address.phone}`} className="text-brand-700 hover:underline">
            {address.phone}
          </a>
          <br />
          {isStandInEmail(address.email) ? (
            <span className="text-muted">No e-mail</span>
          ) : (
            <a href={`mailto:${address.email}`} className="text-brand-700 hover:underline">
              {address.email}
            </a>
          )}
        </>
      ) : (
        address.phone
      )}
    </address>
  );
}
