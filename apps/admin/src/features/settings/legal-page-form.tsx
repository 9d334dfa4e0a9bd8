import {
  LEGAL_PAGE_TITLES,
  LEGAL_TEXT_MAX,
  legalPageUpdateSchema,
  type LegalPage,
  type LegalPageUpdate,
} from '@shop/contracts';
import { TextAreaField } from '../../components/field';
import { FormSection } from '../../components/card';
import { SaveBar } from '../../components/save-bar';
import { useSaveForm } from '../../components/use-save-form';
import { formatDateTime } from '../../lib/format';
import { schemaResolver } from '../../lib/schema-resolver';
import { useSaveLegalPage } from './api/save-legal-page';
import { LegalPreview } from './legal-preview';

const FIELDS = ['text'];
const resolver = schemaResolver<LegalPageUpdate, LegalPageUpdate>(legalPageUpdateSchema);

/**
 * The text of /privacy, /terms or /warranty. Checked with the API's own schema before it is sent; a refused
 * save shows its message at the field (or above the Save button).
 */
export function LegalPageForm({ page }: { page: LegalPage }) {
  const title = LEGAL_PAGE_TITLES[page.slug];
  const save = useSaveLegalPage(page.slug);
  const saveForm = useSaveForm({ defaultValues: { text: page.text }, resolver, fields: FIELDS });
  const { form, dirty } = saveForm;
  const { formState } = form;
  const text = form.watch('text');
  const error = formState.errors.text?.message;

  const submit = (data: LegalPageUpdate) =>
    save.mutate(data, {
      onSuccess: (answer) => saveForm.saved(answer.message, { text: answer.page.text }),
      onError: saveForm.refused,
    });

  return (
    <form {...saveForm.formProps(submit)} className="space-y-4">
      <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
        <FormSection
          title={title}
          description={
            page.updatedAt
              ? `Last changed ${formatDateTime(Date.parse(page.updatedAt))}.`
              : "The shop's default text: not changed by staff yet."
          }
        >
          <a
            href={`/${page.slug}`}
            target="_blank"
            rel="noopener"
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            View {title} on the shop<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <TextAreaField
            label={`Text of the ${title}`}
            rows={18}
            maxLength={LEGAL_TEXT_MAX}
            spellCheck
            {...form.register('text')}
            error={error}
            hint={
              <>
                A blank line starts a new paragraph. A line starting with{' '}
                <code className="rounded bg-stone-100 px-1 font-mono text-ink">##</code> and a space
                is a heading, e.g.{' '}
                <code className="rounded bg-stone-100 px-1 font-mono text-ink">## Delivery</code>.{' '}
                {text.length.toLocaleString('en-US')} of {LEGAL_TEXT_MAX.toLocaleString('en-US')}{' '}
                characters.
              </>
            }
            className="[&_textarea]:leading-relaxed"
          />
        </FormSection>

        <LegalPreview text={text} />
      </div>

      <SaveBar
        label={`Save ${title}`}
        saving={save.isPending}
        dirty={dirty}
        attention={error ? 'The text needs attention' : undefined}
        refusal={formState.errors.root?.server?.message}
        onUndo={() => form.reset()}
      />
      {saveForm.prompt}
    </form>
  );
}
