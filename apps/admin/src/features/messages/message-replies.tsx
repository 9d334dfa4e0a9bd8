import {
  adminMessageReplySchema,
  CONTACT_REPLY_MAX,
  type AdminMessageReply,
  type ContactMessage,
  type ContactReply,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { Card } from '../../components/card';
import { TextAreaField } from '../../components/field';
import { PlainText } from '../../components/plain-text';
import { toast } from '../../components/toaster';
import { useSaveForm } from '../../components/use-save-form';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { schemaResolver } from '../../lib/schema-resolver';
import { useReplyToMessage } from './api/reply-to-message';

/** Who answered and when; what was mailed, or that it was answered outside the shop. */
function ReplyEntry({ reply }: { reply: ContactReply }) {
  return (
    <li className="border-l-4 border-brand-200 pl-3">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">{reply.by ?? 'A former member of staff'}</span>{' '}
        {reply.text === null ? 'marked it as answered elsewhere' : 'replied by e-mail'} ·{' '}
        <time dateTime={reply.at}>{formatDateTime(Date.parse(reply.at))}</time>
      </p>
      {reply.text === null ? null : (
        <div className="mt-1">
          <PlainText>{reply.text}</PlainText>
        </div>
      )}
    </li>
  );
}

/**
 * The message's answers, oldest first, and the reply form: the text is mailed to the sender from
 * the shop (signed with the staff member's name, the message quoted), or "Answered elsewhere"
 * records an answer given by phone or from someone's own mailbox.
 */
export function MessageReplies({
  message,
}: {
  message: ContactMessage & { replies: ContactReply[] };
}) {
  const reply = useReplyToMessage(message._id);
  const { form, formProps, saved, refused } = useSaveForm<{ text: string }, AdminMessageReply>({
    defaultValues: { text: '' },
    resolver: schemaResolver(adminMessageReplySchema, (v: { text: string }) => ({
      how: 'email' as const,
      text: v.text,
    })),
    fields: ['text'],
  });
  const answeredElsewhere = () =>
    reply.mutate(
      { how: 'elsewhere' },
      {
        onSuccess: (answer) => toast('success', answer.message),
        onError: (error) => toast('error', errorMessage(error)),
      },
    );

  return (
    <Card title="Replies">
      {message.replies.length ? (
        <ol className="mb-4 space-y-3">
          {message.replies.map((r) => (
            <ReplyEntry key={r._id} reply={r} />
          ))}
        </ol>
      ) : (
        <p className="mb-4 text-sm text-muted">No one has answered this message yet.</p>
      )}
      <form
        {...formProps((data) =>
          reply.mutate(data, {
            onSuccess: (answer) => saved(answer.message, { text: '' }),
            onError: refused,
          }),
        )}
      >
        <TextAreaField
          label={`Reply to ${message.name}`}
          rows={5}
          maxLength={CONTACT_REPLY_MAX}
          hint={`Sent to ${message.email} from the shop as you write it, signed with your name; their message is quoted under it.`}
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={reply.isPending}
            onClick={answeredElsewhere}
          >
            Answered elsewhere
          </Button>
        </div>
      </form>
    </Card>
  );
}
