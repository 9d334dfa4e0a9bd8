import {
  LEGAL_PAGE_TITLES,
  LEGAL_TEXT_MAX,
  legalPageUpdateSchema,
  type LegalPage,
  type LegalPageUpdate,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../components/field';
import { FormSection } from '../../components/form-section';
import { showSaveRefusal } from '../../components/show-save-refusal';
import { toast } from '../../components/toaster';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { formatDateTime } from '../../lib/format';
import { schemaResolver } from '../../lib/schema-resolver';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';
import { useSaveLegalPage } from './api/save-legal-page';
import { LegalPreview } from './legal-preview';

const FIELDS = ['text'];
const resolver = schemaResolver<LegalPageUpdate, LegalPageUpdate>(legalPageUpdateSchema);

/**
 * The text of /privacy or /terms. Checked with the API's own schema before it is sent; a refused
 * save shows its message at the field (or above the Save button).
 */
export function LegalPageForm({ page }: { page: LegalPage }) {
  const title = LEGAL_PAGE_TITLES[page.slug];
  const save = useSaveLegalPage(page.slug);
  const form = useForm<LegalPageUpdate, unknown, LegalPageUpdate>({
    defaultValues: { text: page.text },
    resolver,
    shouldFocusError: false,
  });
  const { formState } = form;
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const text = form.watch('text');
  const dirty = formState.isDirty;
  const guard = useUnsavedChanges(dirty);
  const error = formState.errors.text?.message;

  const submit = (data: LegalPageUpdate) =>
    save.mutate(data, {
      onSuccess: (answer) => {
        toast('success', answer.message);
        guard.markSaved();
        form.reset({ text: answer.page.text });
      },
      onError: (refusal) => showSaveRefusal(refusal, form.setError, FIELDS, focusFirstInvalid),
    });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit, focusFirstInvalid)(event)}
      className="space-y-4"
    >
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

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${title}`}
        </Button>
        <Button variant="ghost" disabled={!dirty || save.isPending} onClick={() => form.reset()}>
          Undo changes
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {error ? 'The text needs attention' : dirty ? 'Unsaved changes' : 'All changes saved'}
        </p>
        {formState.errors.root?.server ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {formState.errors.root.server.message}
          </p>
        ) : null}
      </div>
      {guard.prompt}
    </form>
  );
}
