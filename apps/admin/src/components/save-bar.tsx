import { Button } from '@shop/ui';

/**
 * The bar that stays at the foot of a long form (settings, the legal pages): Save, Undo changes,
 * where the form stands, and a refusal no field could show.
 */
export function SaveBar({
  label,
  saving,
  dirty,
  attention,
  refusal,
  onUndo,
}: {
  label: string;
  saving: boolean;
  dirty: boolean;
  /** What needs fixing before a save, when something does. */
  attention?: string;
  refusal?: string;
  onUndo: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : label}
      </Button>
      <Button variant="ghost" disabled={!dirty || saving} onClick={onUndo}>
        Undo changes
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {attention ?? (dirty ? 'Unsaved changes' : 'All changes saved')}
      </p>
      {refusal ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
