import type { Campaign, CampaignProduct, CampaignStatus, CampaignSummary } from '@shop/contracts';
import type { CampaignRow, RecipientFigures } from './campaign-queries.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A campaign as the staff's list shows it. */
export function toCampaignSummary(row: CampaignRow, figures: RecipientFigures): CampaignSummary {
  return {
    _id: row.id,
    subject: row.subject,
    status: row.status as CampaignStatus,
    utmCampaign: row.utmCampaign,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    figures: { ...figures, visits: row.visits },
  };
}

/** One campaign in full, with its picked products' cards. */
export function toCampaign(
  row: CampaignRow,
  figures: RecipientFigures,
  products: CampaignProduct[],
): Campaign {
  return {
    ...toCampaignSummary(row, figures),
    preheader: row.preheader,
    body: row.body,
    productIds: row.productIds,
    products,
  };
}
