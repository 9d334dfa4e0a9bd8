import { Button } from '@shop/ui';
import { toast, toastOutcome } from '../../components/toaster';
import { useRetryMail } from './api/retry-mail';

/**
 * Sends a failed message again. Staff read the last error first: a message whose sending was
 * interrupted may already have reached its recipient.
 */
export function RetryButton({
  id,
  subject,
  compact = false,
}: {
  id: string;
  subject: string;
  compact?: boolean;
}) {
  const retry = useRetryMail();
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
