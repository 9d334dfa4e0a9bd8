import type { AdminMessageUpdate, ContactMessage } from '@shop/contracts';
import { Button, buttonClass } from '@shop/ui';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useUpdateMessage } from './api/update-message';
import { replyHref } from './message-text';

/** What each change says when done. */
function doneText(change: AdminMessageUpdate): string {
  if (change.archived === true) return 'Message archived. Find it under Archived.';
  if (change.archived === false) return 'Message moved back to the inbox.';
  return change.read ? 'Marked as read.' : 'Marked as unread.';
}

/**
 * Reply from the staff's own mail program (to the sender, 'Re: subject'; the page's reply form
 * sends from the shop), read/unread, archive or
 * back to the inbox, and delete (which asks first, in the page).
 */
export function MessageActions({
  message,
  onDelete,
}: {
  message: ContactMessage;
  onDelete: () => void;
}) {
  const update = useUpdateMessage(message._id);
  const change = (next: AdminMessageUpdate) =>
    update.mutate(next, {
      onSuccess: () => toast('success', doneText(next)),
      onError: (error) => toast('error', errorMessage(error)),
    });

  return (
    <>
      <a href={replyHref(message.email, message.subject)} className={buttonClass('secondary')}>
        Reply from my mail<span className="sr-only"> to {message.name}</span>
      </a>
      <Button
        variant="secondary"
        disabled={update.isPending}
        onClick={() => change({ read: !message.read })}
      >
        {message.read ? 'Mark as unread' : 'Mark as read'}
      </Button>
      <Button
        variant="secondary"
        disabled={update.isPending}
        onClick={() => change({ archived: !message.archived })}
      >
        {message.archived ? 'Move to inbox' : 'Archive'}
      </Button>
      <Button variant="ghost" className="text-red-700!" onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
