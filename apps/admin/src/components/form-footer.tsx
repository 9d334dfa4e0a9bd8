import { Button } from '@shop/ui';

/**
 * The end of an editor's form (a blog post, a campaign): a refusal no field could show, the Save
 * button, and where the form stands ("Unsaved changes", or "All changes saved" once it exists).
 */
export function FormFooter({
  label,
  saving,
  busy = false,
  dirty,
  saved,
  refusal,
}: {
  label: string;
  saving: boolean;
  /** Something else holds the save back (a picture still uploading). */
  busy?: boolean;
  dirty: boolean;
  /** The record exists on the server (a new one has nothing saved yet). */
  saved: boolean;
  refusal?: string;
}) {
  return (
    <>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <Button type="submit" disabled={saving || busy}>
          {saving ? 'Saving…' : label}
        </Button>
        {dirty ? (
          <p className="text-sm text-muted">Unsaved changes</p>
        ) : saved ? (
          <p className="text-sm text-muted">All changes saved</p>
        ) : null}
      </div>
    </>
  );
}
