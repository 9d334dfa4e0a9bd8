import {
  CONTACT_MESSAGE_FILTERS,
  type AdminMessagesQuery,
  type ContactMessageCounts,
  type ContactMessageFilter,
} from '@shop/contracts';

/** The inbox's folders: '' is every message not archived, the API's default. */
export type InboxFolder = '' | ContactMessageFilter;

export const INBOX_FOLDERS: { folder: InboxFolder; label: string }[] = [
  { folder: '', label: 'Inbox' },
  { folder: 'unread', label: 'Unread' },
  { folder: 'read', label: 'Read' },
  { folder: 'archived', label: 'Archived' },
];

/** How many messages a folder holds, from the counts every list answer carries. */
export function folderCount(folder: InboxFolder, counts: ContactMessageCounts): number {
  return folder === '' ? counts.unread + counts.read : counts[folder];
}

export const INBOX_SEARCH_MAX = 100;

/**
 * The API's query for the address's filters. Read leniently: an unknown folder (an old link, a
 * typo) shows the inbox instead of an error.
 */
export function inboxQuery(params: URLSearchParams, pageSize: number): AdminMessagesQuery {
  const status = params.get('status') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query: AdminMessagesQuery = { page, pageSize };
  if ((CONTACT_MESSAGE_FILTERS as readonly string[]).includes(status)) {
    query.status = status as ContactMessageFilter;
  }
  if (q) query.q = q;
  return query;
}

/** The address of a folder, keeping the search (a new folder starts at its first page). */
export function folderParams(folder: InboxFolder, q: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (folder) out.status = folder;
  if (q) out.q = q;
  return out;
}
