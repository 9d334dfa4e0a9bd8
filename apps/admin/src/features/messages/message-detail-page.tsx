import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailPage } from '../../components/detail-page';
import { PlainText } from '../../components/plain-text';
import { toast, toastOutcome } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useDeleteMessage } from './api/delete-message';
import { useAdminMessage } from './api/get-message';
import { useUpdateMessage } from './api/update-message';
import { MessageActions } from './message-actions';
import { MessageDetails } from './message-details';
import { MessageReplies } from './message-replies';

/** The list the message was opened from (its folder and search), else the inbox. */
function backTo(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && /^\/messages(\?|$)/.test(back) ? back : '/messages';
}

/**
 * One message in full. Opening an unread one marks it read (once per visit, so "Mark as unread"
 * stays unread); its text is shown as text with its line breaks, never as HTML.
 */
export function MessageDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const back = backTo(useLocation().state);
  const detail = useAdminMessage(id);
  const message = detail.data;
  const { mutate: markRead } = useUpdateMessage(id);
  const remove = useDeleteMessage();
  const [asking, setAsking] = useState(false);
  const markedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!message || message.read || markedFor.current === id) return;
    markedFor.current = id;
    markRead({ read: true }, { onError: (error) => toast('error', errorMessage(error)) });
  }, [message, id, markRead]);

  const confirmDelete = () =>
    remove.mutate(id, {
      ...toastOutcome,
      onSuccess: (answer) => {
        toastOutcome.onSuccess(answer);
        void navigate(back, { replace: true });
      },
      onSettled: () => setAsking(false),
    });

  return (
    <DetailPage
      query={detail}
      back={{ to: back, label: 'All messages' }}
      header={(message) => ({
        title: message.subject,
        description: (
          <>
            From {message.name} · {formatDateTime(Date.parse(message.createdAt))}
          </>
        ),
        actions: <MessageActions message={message} onDelete={() => setAsking(true)} />,
      })}
    >
      {(message) => (
        <>
          <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
            <div className="grid min-w-0 content-start gap-4">
              <Card title="Message">
                <PlainText>{message.message}</PlainText>
              </Card>
              <MessageReplies message={message} />
            </div>
            <Card title="Sender">
              <MessageDetails message={message} />
            </Card>
          </div>
          {asking ? (
            <ConfirmDialog
              title="Delete this message?"
              confirmLabel="Delete message"
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onCancel={() => setAsking(false)}
            >
              “{message.subject}” from {message.name} will be removed for good. To keep it out of
              the inbox but findable, archive it instead.
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </DetailPage>
  );
}
