import { imageAtWidth, perUnit, type AdminOrder } from '@shop/contracts';
import { CardTable } from '../../components/table';
import { formatPrice } from '../../lib/format';

/**
 * The items as ordered (a snapshot: later price and unit changes do not touch it), each price
 * with the unit it was for, and the totals.
 */
export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <CardTable
      caption="Items"
      minWidth="min-w-[32rem]"
      columns={[
        'Product',
        'Size',
        { label: 'Qty', right: true },
        { label: 'Price', right: true },
        { label: 'Line total', right: true },
      ]}
      foot={
        <>
          <tr>
            <td colSpan={4} className="pt-4 pr-3 text-right text-muted">
              Subtotal
            </td>
            <td className="pt-4 pl-3 text-right whitespace-nowrap">
              {formatPrice(order.subtotal)}
            </td>
          </tr>
          <tr>
            <td colSpan={4} className="pr-3 text-right text-muted">
              Delivery
            </td>
            <td className="pl-3 text-right whitespace-nowrap">{formatPrice(order.deliveryFee)}</td>
          </tr>
          <tr className="font-bold text-ink">
            <td colSpan={4} className="pt-1 pr-3 text-right">
              Total
            </td>
            <td className="pt-1 pl-3 text-right whitespace-nowrap">{formatPrice(order.amount)}</td>
          </tr>
        </>
      }
    >
      {order.items.map((item) => (
        <tr key={`${item._id}-${item.size}`}>
          <td className="py-2 pr-3">
            <div className="flex items-center gap-3">
              {item.image[0] ? (
                <img
                  src={imageAtWidth(item.image[0], 240)}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-md bg-stone-100 object-cover"
                />
              ) : null}
              <span className="font-medium text-ink">{item.name}</span>
            </div>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{item.size}</td>
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
  );
}
