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
      columns="sm:grid-cols-[1fr_auto]"
      clear={q ? (folder ? { status: folder } : {}) : null}
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
    </FilterForm>
  );
}
