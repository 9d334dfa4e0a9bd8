import { Button } from '@shop/ui';
import { toast, toastOutcome } from '../../components/toaster';
import { useRetryMail } from './api/retry-mail';
import { useRetryText } from './api/retry-text';

const RETRIES = { mail: useRetryMail, text: useRetryText };

/**
 * Sends a failed message again, an e-mail or a text. Staff read the last error first: a message
 * whose sending was interrupted may already have reached its recipient.
 */
export function RetryButton({
  id,
  subject,
  outbox = 'mail',
  compact = false,
}: {
  id: string;
  /** What the hidden words name: an e-mail's subject, a text's recipient. */
  subject: string;
  outbox?: keyof typeof RETRIES;
  compact?: boolean;
}) {
  const retry = RETRIES[outbox]();
  return (
    <Button
      variant="secondary"
      // Relative: the hidden words stay inside the button, not at the far end of a scrolled table.
      className={compact ? 'relative min-h-9 px-3' : 'relative'}
      disabled={retry.isPending}
      aria-busy={retry.isPending}
      onClick={() =>
        retry.mutate(id, {
          onSuccess: (answer) => toast('success', answer.message),
          onError: toastOutcome.onError,
        })
      }
    >
      {retry.isPending ? 'Retrying…' : 'Retry'}
      <span className="sr-only"> sending “{subject}”</span>
    </Button>
  );
}
