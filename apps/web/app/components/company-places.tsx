import type { CompanyProfile } from '@shop/contracts/client';

/** One place of the company as the pages show it: its name, where it is and what it is for. */
export interface CompanyPlaceLine {
  key: 'office' | 'depot';
  label: string;
  address: string;
  purpose: string;
}

/**
 * The office and, when the company has one, the depot, from the settings (decision 0054): every
 * page that shows where the company is says which is which. The shop's footer shows them as well
 * as the company pages, and one feature may not import another: so they live here.
 */
export function companyPlaces(
  company: Pick<CompanyProfile, 'address' | 'officePurpose' | 'depot'>,
): CompanyPlaceLine[] {
  const office: CompanyPlaceLine = {
    key: 'office',
    label: 'Office',
    address: company.address,
    purpose: company.officePurpose,
  };
  return company.depot ? [office, { key: 'depot', label: 'Depot', ...company.depot }] : [office];
}

/** A place's address, then what it is for. */
export function PlaceText({
  place,
  addressClass,
  purposeClass,
}: {
  place: CompanyPlaceLine;
  addressClass: string;
  purposeClass: string;
}) {
  return (
    <>
      <p className={addressClass}>{place.address}</p>
      <p className={purposeClass}>{place.purpose}</p>
    </>
  );
}
