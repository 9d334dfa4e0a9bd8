import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { DetailPage } from '../../components/detail-page';
import { PageHeader } from '../../components/page-header';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useCampaign } from './api/get-campaign';
import { CampaignActions } from './campaign-actions';
import { CampaignFigures } from './campaign-figures';
import { CampaignForm, EMPTY_CAMPAIGN } from './campaign-form';
import { CampaignStatusBadge } from './campaign-status';
import { MailPreview } from './mail-preview';

/** /campaigns/:id: a draft to write, test and send; a sent one's figures and message. */
function CampaignPage({ id }: { id: string }) {
  const campaign = useCampaign(id);
  const settings = useShopSettings();
  return (
    <DetailPage
      query={campaign}
      back={{ to: '/campaigns', label: 'All campaigns' }}
      header={(c) => ({
        title: c.subject,
        description: (
          <span className="inline-flex flex-wrap items-center gap-2">
            <CampaignStatusBadge status={c.status} /> utm_campaign={c.utmCampaign}
          </span>
        ),
      })}
    >
      {(c) => (
        <div className="space-y-6">
          {c.status !== 'draft' ? <CampaignFigures figures={c.figures} /> : null}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0">
              {c.status === 'draft' ? (
                <CampaignForm
                  key={c._id}
                  campaignId={c._id}
                  utmCampaign={c.utmCampaign}
                  initial={{
                    subject: c.subject,
                    preheader: c.preheader,
                    body: c.body,
                    products: c.products,
                  }}
                />
              ) : (
                <MailPreview {...c} shopName={settings.data?.company.shortName ?? 'Boma Star'} />
              )}
            </div>
            <CampaignActions campaign={c} />
          </div>
        </div>
      )}
    </DetailPage>
  );
}

/** /campaigns/new and /campaigns/:id. */
export function CampaignEditorPage() {
  const { id } = useParams();
  if (id) return <CampaignPage id={id} />;
  return (
    <>
      <BackLink to="/campaigns">All campaigns</BackLink>
      <PageHeader
        title="New campaign"
        description="Save it as a draft first; then send a test, schedule it or send it."
      />
      <CampaignForm key="new" initial={EMPTY_CAMPAIGN} utmCampaign="(set when saved)" />
    </>
  );
}
