import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_PREHEADER_MAX,
  CAMPAIGN_SUBJECT_MAX,
  campaignInputSchema,
  type CampaignInput,
  type CampaignProduct,
} from '@shop/contracts';
import { useNavigate } from 'react-router';
import { TextAreaField, TextField } from '../../components/field';
import { useSaveForm } from '../../components/use-save-form';
import { FormFooter } from '../../components/form-footer';
import { schemaResolver } from '../../lib/schema-resolver';
import { useShopSettings } from '../../lib/use-shop-settings';
import { useSaveCampaign } from './api/save-campaign';
import { MailPreview } from './mail-preview';
import { ProductPicker } from './product-picker';

export interface CampaignValues {
  subject: string;
  preheader: string;
  body: string;
  products: CampaignProduct[];
}

export const EMPTY_CAMPAIGN: CampaignValues = {
  subject: '',
  preheader: '',
  body: '',
  products: [],
};
const FIELDS = ['subject', 'preheader', 'body', 'productIds'];
const toInput = (v: CampaignValues): CampaignInput => ({
  subject: v.subject,
  preheader: v.preheader,
  body: v.body,
  productIds: v.products.map((p) => p._id),
});
const resolver = schemaResolver<CampaignValues, CampaignInput>(campaignInputSchema, toInput);

const BODY_HINT =
  'Markdown: # Heading, ## Smaller heading, **bold**, [link text](https://…), lines starting with - or 1. for lists. A blank line starts a new paragraph.';

/** Write a draft: the text on the left, the live preview beside it (under it on a phone). */
export function CampaignForm({
  campaignId,
  initial,
  utmCampaign,
}: {
  campaignId?: string;
  initial: CampaignValues;
  utmCampaign: string;
}) {
  const navigate = useNavigate();
  const save = useSaveCampaign(campaignId);
  const settings = useShopSettings();
  const saveForm = useSaveForm({ defaultValues: initial, resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  const { register, formState, watch } = form;
  const errors = formState.errors as typeof formState.errors & {
    productIds?: { message?: string };
  };
  const values = watch();

  const submit = (data: CampaignInput) =>
    save.mutate(data, {
      onSuccess: (answer) => {
        saveForm.saved(answer.message, values);
        if (!campaignId) void navigate(`/campaigns/${answer.campaign._id}`, { replace: true });
      },
      onError: saveForm.refused,
    });

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form
        {...saveForm.formProps(submit)}
        className="space-y-5 self-start rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <TextField
          label="Subject"
          {...register('subject')}
          maxLength={CAMPAIGN_SUBJECT_MAX}
          error={errors.subject?.message}
          required
        />
        <TextField
          label="Preview text"
          {...register('preheader')}
          maxLength={CAMPAIGN_PREHEADER_MAX}
          error={errors.preheader?.message}
          hint="Shown after the subject in most inboxes."
        />
        <TextAreaField
          label="Newsletter"
          {...register('body')}
          maxLength={CAMPAIGN_BODY_MAX}
          rows={14}
          error={errors.body?.message}
          hint={BODY_HINT}
          required
        />
        <ProductPicker
          value={values.products}
          error={errors.productIds?.message}
          onChange={(products) =>
            form.setValue('products', products, {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            })
          }
        />
        <FormFooter
          label="Save draft"
          saving={save.isPending}
          dirty={dirty}
          saved={Boolean(campaignId)}
          refusal={errors.root?.server?.message}
        />
        {saveForm.prompt}
      </form>
      <MailPreview
        subject={values.subject}
        preheader={values.preheader}
        body={values.body}
        products={values.products}
        shopName={settings.data?.company.shortName ?? 'Boma Star'}
        utmCampaign={utmCampaign}
      />
    </div>
  );
}
