import type { CompanyProfile } from '@shop/contracts/client';
import { AboutSection } from './about-section';
import { GallerySection } from './gallery-section';
import { LocationSection } from './location-section';

// The landing page's sections that load lazily, as one module (one request after the first
// load, docs/architecture.md, "Performance budgets"). The server sends their HTML with the page.
// The Contact section with its form is not among them: a form inside a Suspense boundary that the
// server streams out of line would need JavaScript to be shown at all.

/** About and the gallery, between the hero and the Contact section. */
export function UpperSections({ company }: { company: CompanyProfile }) {
  return (
    <>
      <AboutSection company={company} />
      <GallerySection />
    </>
  );
}

/** Find Us, after the Contact section. */
export function LowerSections({ company }: { company: CompanyProfile }) {
  return <LocationSection company={company} />;
}
