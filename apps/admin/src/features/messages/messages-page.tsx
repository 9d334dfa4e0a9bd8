import { ADMIN_MESSAGES_PAGE_SIZE } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../components/filter-form';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { useAdminMessages } from './api/get-messages';
import { INBOX_SEARCH_MAX, inboxQuery, type InboxFolder } from './inbox-filters';
import { InboxFolders } from './inbox-folders';
import { MessageList } from './message-list';

const EMPTY: Record<InboxFolder, string> = {
  '': 'No messages in the inbox. Messages sent from the contact forms arrive here.',
  unread: 'Nothing unread: every message has been opened.',
  read: 'No read messages in the inbox.',
  archived: 'No archived messages.',
};

/** What visitors sent through the contact forms: an inbox with folders, search and pages. */
export function MessagesPage() {
  const [params] = useSearchParams();
  const [, setPage] = usePageParam();
  const query = inboxQuery(params, ADMIN_MESSAGES_PAGE_SIZE);
  const folder: InboxFolder = query.status ?? '';
  const q = query.q ?? '';
  const messages = useAdminMessages(query);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Sent by visitors from the contact forms, newest first. Answer on a message's page, from the shop or your own mail program."
      />
      <InboxFolders current={folder} q={q} counts={messages.data?.counts} />
      {/* Search in the open folder; Clear (once there is a search) keeps the folder. */}
      <FilterForm
        values={{ q, folder }}
        keys={['q']}
        kept={{ status: folder }}
        columns="sm:grid-cols-[1fr_auto]"
        search={{
          label: 'Search messages',
          placeholder: 'Name, e-mail, subject or words in the message',
          maxLength: INBOX_SEARCH_MAX,
        }}
        clearable={Boolean(q)}
      />
      <PagedResults
        query={messages}
        items={(answer) => answer.messages}
        empty={q ? 'No messages match this search.' : EMPTY[folder]}
        onPage={setPage}
      >
        {(answer) => <MessageList messages={answer.messages} />}
      </PagedResults>
    </>
  );
}
