import { perUnit, type AdminOrder } from '@shop/contracts';
import { CardsOrTable } from '../../components/cards-or-table';
import { CardTable } from '../../components/table';
import { Thumbnail } from '../../components/thumbnail';
import { formatPrice } from '../../lib/format';

type Item = AdminOrder['items'][number];

/** The product's picture and name, with the size under the name. */
function ItemName({ item }: { item: Item }) {
  return (
    <div className="flex items-center gap-3">
      <Thumbnail src={item.image[0]} size={48} />
      <span className="min-w-0">
        <span className="block font-medium break-words text-ink">{item.name}</span>
        <span className="block text-xs text-muted">Size: {item.size}</span>
      </span>
    </div>
  );
}

/** An amount of the totals; the discount, taken off, with a minus sign before the currency. */
const money = (amount: number) =>
  amount < 0 ? `\u2212${formatPrice(-amount)}` : formatPrice(amount);

/** Subtotal, delivery and total: lines of a list on a phone, the table's foot above. */
function totalsOf(order: AdminOrder) {
  return [
    { label: 'Subtotal', amount: order.subtotal },
    { label: 'Delivery', amount: order.deliveryFee },
    // A discount staff gave, with its reason (docs/decisions/0070-staff-orders.md).
    ...(order.discount
      ? [{ label: `Discount: ${order.discountReason ?? ''}`, amount: -order.discount }]
      : []),
    { label: 'Total', amount: order.amount },
  ];
}

/**
 * The items as ordered (a snapshot: later price and unit changes do not touch it), each price
 * with the unit it was for, and the totals. On a phone each item is a card (the table's five
 * columns made the page 635 px wide, issue 31); above, a table of four columns, the size under
 * the name, so the amounts keep their room beside the side column at 1280 px.
 */
export function OrderItems({ order }: { order: AdminOrder }) {
  const key = (item: Item) => `${item._id}-${item.size}`;
  const totals = totalsOf(order);
  const last = totals.length - 1;
  const totalTone = (i: number) => (i === last ? 'font-bold text-ink' : 'text-muted');
  return (
    <>
      <CardsOrTable
        label="Items"
        framed={false}
        cards={order.items.map((item) => (
          <li key={key(item)} className="py-3 first:pt-0">
            <ItemName item={item} />
            <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="text-muted">
                {item.quantity} × {formatPrice(item.price)} {perUnit(item)}
              </span>
              <span className="ml-auto font-medium whitespace-nowrap text-ink">
                {formatPrice(item.price * item.quantity)}
              </span>
            </p>
          </li>
        ))}
        table={
          <CardTable
            caption="Items"
            minWidth=""
            columns={[
              'Product',
              { label: 'Qty', right: true },
              { label: 'Price', right: true },
              { label: 'Line total', right: true },
            ]}
            foot={totals.map((line, i) => (
              <tr key={line.label} className={i === last ? 'font-bold text-ink' : ''}>
                <td
                  colSpan={3}
                  className={`${i === 0 ? 'pt-4' : i === last ? 'pt-1' : ''} pr-3 text-right ${i === last ? '' : 'text-muted'}`}
                >
                  {line.label}
                </td>
                <td
                  className={`${i === 0 ? 'pt-4' : i === last ? 'pt-1' : ''} pl-3 text-right whitespace-nowrap`}
                >
                  {money(line.amount)}
                </td>
              </tr>
            ))}
          >
            {order.items.map((item) => (
              <tr key={key(item)}>
                <td className="py-2 pr-3">
                  <ItemName item={item} />
                </td>
                <td className="px-3 py-2 text-right">{item.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <span className="block">{formatPrice(item.price)}</span>
                  <span className="block text-xs text-muted">{perUnit(item)}</span>
                </td>
                <td className="py-2 pl-3 text-right whitespace-nowrap">
                  {formatPrice(item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </CardTable>
        }
      />
      <dl className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm sm:hidden">
        {totals.map((line, i) => (
          <div key={line.label} className={`flex justify-between gap-3 ${totalTone(i)}`}>
            <dt>{line.label}</dt>
            <dd className="whitespace-nowrap">{money(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
