import { LEGAL_PAGES, type LegalPageSlug } from '@shop/contracts';
import { useParams } from 'react-router';
import { useMayUse } from '../../lib/staff-role';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useLegalPage } from './api/get-legal-page';
import { LegalPageForm } from './legal-page-form';
import { SettingsTabs } from './settings-tabs';

function Editor({ slug }: { slug: LegalPageSlug }) {
  const page = useLegalPage(slug);
  return (
    <QueryState query={page}>
      {/* Keyed by the page: switching tabs starts the other page's form afresh. */}
      {page.data ? <LegalPageForm key={slug} page={page.data} /> : null}
    </QueryState>
  );
}

/** The Privacy Policy, the Terms of Service or the Warranty, as the shop shows them at /privacy, /terms and /warranty. */
export function LegalPageEditor() {
  const { slug = '' } = useParams();
  const known = (LEGAL_PAGES as readonly string[]).includes(slug);
  // The content role reaches these pages as "Legal pages" and has no other settings to name.
  const settings = useMayUse('settings');
  return (
    <>
      <PageHeader
        title={settings ? 'Settings' : 'Legal pages'}
        description="The shop shows saved texts on its next page view; no restart needed."
      />
      <SettingsTabs />
      {known ? (
        <Editor slug={slug as LegalPageSlug} />
      ) : (
        <p role="alert" className="rounded-xl bg-white p-8 text-center text-red-700 shadow-sm">
          There is no such page. Choose one of the pages above.
        </p>
      )}
    </>
  );
}
