import type { ContactMessageCounts } from '@shop/contracts';
import { PillTabs } from '../../components/pill-tabs';
import { INBOX_FOLDERS, folderCount, folderParams, type InboxFolder } from './inbox-filters';

/** The inbox's folders as links (each keeps the search), with how many each holds. */
export function InboxFolders({
  current,
  q,
  counts,
}: {
  current: InboxFolder;
  q: string;
  counts: ContactMessageCounts | undefined;
}) {
  return (
    <PillTabs
      label="Message folders"
      tabs={INBOX_FOLDERS.map(({ folder, label }) => {
        const params = new URLSearchParams(folderParams(folder, q)).toString();
        return {
          key: folder,
          label,
          to: params ? `/messages?${params}` : '/messages',
          active: folder === current,
          count: counts ? folderCount(folder, counts) : undefined,
        };
      })}
    />
  );
}
