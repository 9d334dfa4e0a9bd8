import type { UnansweredQuestion, UnansweredSource } from '@shop/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SOURCE_LABELS } from './unanswered-filters';

/**
 * Asks before clearing a question. Under a tab only that place's records go (the other place's
 * stay listed); under 'All' every time it was asked goes.
 */
export function ClearQuestionDialog({
  question,
  source,
  busy,
  onConfirm,
  onCancel,
}: {
  question: UnansweredQuestion;
  source: UnansweredSource | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = source ? question.sources[source] : question.count;
  return (
    <ConfirmDialog
      title="Clear this question?"
      confirmLabel="Clear"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        “{question.text}” was asked {count === 1 ? 'once' : `${count} times`}
        {source ? ` in the ${SOURCE_LABELS[source].toLowerCase()}` : ''}. Clear it once you have
        acted on it (stocked the product, or judged it noise). It comes back if customers ask again;
        the audit log keeps a record.
      </p>
    </ConfirmDialog>
  );
}
