import type { ContactMessage } from '@shop/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';

/** Who sent the message and how to reach them, and where it stands. */
export function MessageDetails({ message }: { message: ContactMessage }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">Name</dt>
      <dd className="min-w-0 break-words">{message.name}</dd>
      <dt className="text-muted">E-mail</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">
        <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
          {message.email}
        </a>
      </dd>
      <dt className="text-muted">Phone</dt>
      <dd className="min-w-0 break-words">
        {message.phone ? (
          <a
            href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
            className="text-brand-700 hover:underline"
          >
            {message.phone}
          </a>
        ) : (
          <span className="text-muted">Not given</span>
        )}
      </dd>
      <dt className="text-muted">Received</dt>
      <dd>
        <time dateTime={message.createdAt}>{formatDateTime(Date.parse(message.createdAt))}</time>
      </dd>
      <dt className="text-muted">Status</dt>
      <dd>
        {message.read ? 'Read' : 'Unread'}
        {message.archived ? ' · Archived' : ''}
      </dd>
      <dt className="text-muted">Answered</dt>
      <dd>
        {message.repliedAt ? (
          <>
            {formatDateTime(Date.parse(message.repliedAt))}
            {message.repliedBy ? ` by ${message.repliedBy}` : ''}
          </>
        ) : (
          <span className="text-muted">Not yet</span>
        )}
      </dd>
      <dt className="text-muted">Copy by e-mail</dt>
      <dd>
        {message.emailed ? (
          "Sent to the company's address"
        ) : (
          <span className="text-amber-900">
            Not sent yet: see{' '}
            <Link to="/mail" className="font-medium underline">
              Mail
            </Link>
          </span>
        )}
      </dd>
    </dl>
  );
}
