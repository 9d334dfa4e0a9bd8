import type { UnansweredQuestion } from '@shop/contracts';
import { buttonClass } from '@shop/ui';
import { Link } from 'react-router';
import { Table, td } from '../../components/table';
import { formatDate, formatDateTime } from '../../lib/format';
import { catalogueSearchLink } from './unanswered-filters';

function When({ iso }: { iso: string }) {
  const ms = Date.parse(iso);
  return (
    <time dateTime={iso} title={formatDateTime(ms)}>
      {formatDate(ms)}
    </time>
  );
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** The question as the customer typed it (normalised by the API), in quotes. */
function Question({ text }: { text: string }) {
  return <span className="font-medium [overflow-wrap:anywhere] text-ink">“{text}”</span>;
}

/**
 * What staff do with a question: look for it in the catalogue (perhaps it is there under
 * another name), and clear it once acted on. The question is in each control's name, so a
 * screen reader's list of buttons says which row each belongs to.
 */
function RowActions({
  question,
  onClear,
  className,
}: {
  question: UnansweredQuestion;
  onClear: () => void;
  className: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <Link
        to={catalogueSearchLink(question.text)}
        className={buttonClass('secondary', 'min-h-10 px-3 whitespace-nowrap')}
      >
        Search the catalogue<span className="sr-only"> for “{question.text}”</span>
      </Link>
      <button
        type="button"
        onClick={onClear}
        className={buttonClass('ghost', 'min-h-10 px-3 text-red-700 hover:bg-red-50')}
      >
        Clear<span className="sr-only"> “{question.text}”</span>
      </button>
    </div>
  );
}

interface RowsProps {
  questions: UnansweredQuestion[];
  onClear: (question: UnansweredQuestion) => void;
}

/** Wider screens: one row per question, how often and where, first and last asked. */
export function UnansweredTable({ questions, onClear }: RowsProps) {
  return (
    <Table
      caption="Unanswered questions, most asked first"
      columns={[
        'Question',
        { label: 'Asked', right: true },
        { label: 'Assistant', right: true },
        { label: 'Search box', right: true },
        'Last asked',
        { label: 'Actions', hidden: true },
      ]}
    >
      {questions.map((q) => (
        <tr key={q.text} className="hover:bg-stone-50">
          <td className={`${td} min-w-[11rem]`}>
            <Question text={q.text} />
          </td>
          <td className={`${td} text-right font-bold text-ink tabular-nums`}>{q.count}</td>
          <td className={`${td} text-right tabular-nums`}>{q.sources.assistant}</td>
          <td className={`${td} text-right tabular-nums`}>{q.sources.search}</td>
          <td className={`${td} whitespace-nowrap`}>
            <When iso={q.lastAskedAt} />
            <span className="block text-xs text-muted">
              first <When iso={q.firstAskedAt} />
            </span>
          </td>
          <td className={`${td} py-2`}>
            <RowActions question={q} onClear={() => onClear(q)} className="justify-end" />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Where a question was asked, in words: 'assistant 2, search box 1'. */
function placesOf(q: UnansweredQuestion): string {
  const parts: string[] = [];
  if (q.sources.assistant) parts.push(`assistant ${q.sources.assistant}`);
  if (q.sources.search) parts.push(`search box ${q.sources.search}`);
  return parts.join(', ');
}

/** Phones: one card per question with its figures as a line and the actions beneath. */
export function UnansweredCards({ questions, onClear }: RowsProps) {
  return (
    <ul aria-label="Unanswered questions" className="space-y-2">
      {questions.map((q) => (
        <li key={q.text} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="flex items-start justify-between gap-3">
            <Question text={q.text} />
            <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
              {times(q.count)}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted">{placesOf(q)}</p>
          <p className="mt-1 text-sm text-muted">
            First <When iso={q.firstAskedAt} /> · last <When iso={q.lastAskedAt} />
          </p>
          <div className="mt-3">
            <RowActions question={q} onClear={() => onClear(q)} className="flex-wrap" />
          </div>
        </li>
      ))}
    </ul>
  );
}
