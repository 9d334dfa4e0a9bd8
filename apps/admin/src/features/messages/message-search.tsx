import { Button } from '@shop/ui';
import { TextField } from '../../components/field';
import { FilterForm } from '../../components/filter-form';
import { INBOX_SEARCH_MAX, type InboxFolder } from './inbox-filters';

const KEYS = ['q', 'status'] as const;

/** Search in the open folder; the words live in the address like every list's filters. */
export function MessageSearch({
  q,
  folder,
  onApply,
}: {
  q: string;
  folder: InboxFolder;
  onApply: (next: Record<string, string>) => void;
}) {
  return (
    <FilterForm
      values={{ q, folder }}
      keys={KEYS}
      onApply={onApply}
      className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_auto]"
    >
      <input type="hidden" name="status" value={folder} />
      <TextField
        label="Search messages"
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Name, e-mail, subject or words in the message"
        maxLength={INBOX_SEARCH_MAX}
      />
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        {q ? (
          <Button variant="ghost" onClick={() => onApply(folder ? { status: folder } : {})}>
            Clear
          </Button>
        ) : null}
      </div>
    </FilterForm>
  );
}
