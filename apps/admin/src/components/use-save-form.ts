import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { focusPageHeading } from '../lib/focus-page-heading';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid';
import { showSaveRefusal } from './show-save-refusal';
import { toast } from './toaster';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * What every edit form with a Save button does around it (products, blog posts, settings, the
 * legal pages): the form checked with the API's own schema (`resolver`), each message at its
 * field and the focus on the first of them; a warning before unsaved edits are lost; a save that
 * went through said in a toast and taken as the form's new starting point; a refused one shown
 * at its fields by name (`fields`: the form's top-level names), the rest above the form and in a
 * toast. After a save the focus moves to the page's heading.
 */
export function useSaveForm<Values extends FieldValues, Output>({
  defaultValues,
  resolver,
  fields,
}: {
  defaultValues: DefaultValues<Values>;
  resolver: Resolver<Values, unknown, Output>;
  fields: readonly string[];
}) {
  const form = useForm<Values, unknown, Output>({
    defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChanges(dirty);
  return {
    form,
    dirty,
    focusFirstInvalid,
    /** The leave-without-saving question, rendered by the form. */
    prompt: guard.prompt,
    /** The form element's own props: `submit` gets the checked values. */
    formProps: (submit: (data: Output) => void) => ({
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) =>
        void form.handleSubmit(submit, focusFirstInvalid)(event),
    }),
    /** The save went through: the API's sentence, and `values` are the form's clean state now. */
    saved: (message: string, values: Values) => {
      toast('success', message);
      guard.markSaved();
      form.reset(values);
      // The Save button may be gone or far below: keyboard and screen-reader users land on the
      // page's heading, with the toast read out beside it.
      focusPageHeading();
    },
    /** The save was refused: its messages at their fields, the rest above the form. */
    refused: (error: unknown) => showSaveRefusal(error, form.setError, fields, focusFirstInvalid),
  };
}
