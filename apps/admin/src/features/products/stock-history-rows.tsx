import type { StockMovement } from '@shop/contracts';
import { CardList } from '../../components/card-list';
import { OrderLink } from '../../components/order-link';
import { Table, td } from '../../components/table';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';
import { changeText, levelsText, reasonText, saidText, whoText } from './stock-history-text';

/** Rising stock in green, falling in red: the sign says it in words too. */
const changeClass = (m: StockMovement) =>
  m.after > m.before ? 'text-green-800' : m.after < m.before ? 'text-red-700' : 'text-muted';

function When({ date }: { date: number }) {
  return (
    <time dateTime={new Date(date).toISOString()}>
      <span className="block">{formatDate(date)}</span>
      <span className="block text-xs text-muted">{formatTime(date)}</span>
    </time>
  );
}

/** What staff said of the change (supplier, unit cost, note), under its reason. */
function Said({ movement }: { movement: StockMovement }) {
  const text = saidText(movement);
  return text ? <span className="mt-0.5 block text-xs break-words text-muted">{text}</span> : null;
}

/** The history on a tablet or a computer: one row per change. */
export function StockHistoryTable({ movements }: { movements: StockMovement[] }) {
  return (
    <Table
      caption="Stock history"
      columns={[
        'Date',
        'Size',
        { label: 'Change', right: true },
        'Before → after',
        'Reason',
        'Order',
        'By',
      ]}
    >
      {movements.map((m) => (
        <tr key={m._id}>
          <td className={`${td} whitespace-nowrap`}>
            <When date={m.date} />
          </td>
          <td className={td}>{m.size}</td>
          <td className={`${td} text-right font-semibold tabular-nums ${changeClass(m)}`}>
            {changeText(m)}
          </td>
          <td className={`${td} whitespace-nowrap tabular-nums`}>{levelsText(m)}</td>
          <td className={`${td} min-w-40`}>
            {reasonText(m)}
            <Said movement={m} />
          </td>
          <td className={td}>
            {m.orderId ? <OrderLink id={m.orderId} /> : <span className="text-muted">—</span>}
          </td>
          <td className={`${td} break-words`}>{whoText(m)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The history on a phone: one card per change instead of a table to scroll sideways. */
export function StockHistoryList({ movements }: { movements: StockMovement[] }) {
  return (
    <CardList label="Stock history">
      {movements.map((m) => (
        <li key={m._id} className="p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-semibold break-words text-ink">Size {m.size}</span>
            <span className={`font-semibold tabular-nums ${changeClass(m)}`}>{changeText(m)}</span>
          </div>
          <p className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-muted">
            <span>{reasonText(m)}</span>
            <span className="tabular-nums">{levelsText(m)}</span>
          </p>
          <Said movement={m} />
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
            <time dateTime={new Date(m.date).toISOString()}>{formatDateTime(m.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="break-words">{whoText(m)}</span>
            {m.orderId ? (
              <>
                <span aria-hidden="true">·</span>
                <OrderLink id={m.orderId} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </CardList>
  );
}
