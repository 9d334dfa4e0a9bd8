import type { ContactMessage } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { CardList } from '../../components/card-list';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';
import { messageExcerpt } from './message-text';

/** Today's messages by their time, older ones by their day (Juba's calendar). */
function receivedLabel(ms: number): string {
  return formatDate(ms) === formatDate(Date.now()) ? formatTime(ms) : formatDate(ms);
}

/**
 * The messages of a folder, newest first. Each row opens the message; unread ones stand out in
 * bold with a dot, and say "Unread" to screen readers.
 */
export function MessageList({ messages }: { messages: ContactMessage[] }) {
  // The message's "All messages" link comes back to this folder, search and page.
  const { search } = useLocation();
  return (
    <CardList label="Messages" className="overflow-hidden">
      {messages.map((m) => {
        const received = Date.parse(m.createdAt);
        return (
          <li key={m._id}>
            <Link
              to={`/messages/${m._id}`}
              state={{ back: `/messages${search}` }}
              className={`flex gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 sm:px-5 ${
                m.read ? '' : 'bg-brand-50/60'
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-2 size-2.5 shrink-0 rounded-full ${m.read ? '' : 'bg-brand-600'}`}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span
                    className={`min-w-0 truncate text-ink ${m.read ? 'font-medium' : 'font-bold'}`}
                  >
                    {m.read ? null : <span className="sr-only">Unread: </span>}
                    {m.name}
                    <span className="hidden font-normal text-muted sm:inline"> · {m.email}</span>
                  </span>
                  <time
                    dateTime={m.createdAt}
                    title={formatDateTime(received)}
                    className={`shrink-0 text-xs whitespace-nowrap ${m.read ? 'text-muted' : 'font-semibold text-ink'}`}
                  >
                    {receivedLabel(received)}
                  </time>
                </span>
                <span
                  className={`mt-0.5 block truncate text-sm text-ink ${m.read ? '' : 'font-semibold'}`}
                >
                  {m.repliedAt ? (
                    <span className="mr-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                      Answered{m.repliedBy ? ` by ${m.repliedBy}` : ''}
                    </span>
                  ) : null}
                  {m.subject}
                </span>
                <span className="mt-0.5 block truncate text-sm text-muted">
                  {messageExcerpt(m.message)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </CardList>
  );
}
