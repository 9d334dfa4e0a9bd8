import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '@shop/contracts';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { useCampaigns } from './api/get-campaigns';
import { CampaignCards, CampaignTable } from './campaign-rows';

/** The newsletter campaigns, newest first, with where each stands and what came of it. */
export function CampaignsPage() {
  const [page, setPage] = usePageParam();
  const campaigns = useCampaigns({ page, pageSize: ADMIN_CAMPAIGNS_PAGE_SIZE });
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Newsletters to confirmed subscribers. Times are Juba time."
        create={{ to: '/campaigns/new', label: 'New campaign' }}
      />
      <PagedResults
        query={campaigns}
        items={(answer) => answer.campaigns}
        empty="No campaign yet. Write one with New campaign."
        onPage={setPage}
        wideFrom="lg"
        cards={(answer) => <CampaignCards campaigns={answer.campaigns} />}
        table={(answer) => <CampaignTable campaigns={answer.campaigns} />}
      />
    </>
  );
}
