import { formatUnitPrice, perUnit, unitsLeft } from '@shop/contracts/client';
import { PriceTag } from '@shop/ui';
import { Link } from 'react-router';
import { LineExceeds } from '~/components/line-stock';
import { ProductImage } from '~/components/product-image';
import type { CheckoutLine } from './checkout-lines';
import type { LineProblem } from './line-problems';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * The cart's lines as the order will hold them: image, name, size, quantity, unit price and line
 * total. On a phone the size, quantity and unit price fold under the name. A line asking for more
 * than is left (or refused by the server for it) says so under its name, with the way out.
 */
export function OrderItemsTable({
  lines,
  problems,
  onQuantity,
}: {
  lines: CheckoutLine[];
  /** The server's messages for lines of a refused order, by line key. */
  problems: Record<string, LineProblem>;
  /** Sets a line's quantity (0 removes it). */
  onQuantity: (line: CheckoutLine, quantity: number) => void;
}) {
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-stone-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Items in your order</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Size
            </th>
            <th scope="col" className={`${th} hidden text-center! sm:table-cell`}>
              Qty
            </th>
            <th scope="col" className={`${th} hidden text-right! md:table-cell`}>
              Unit price
            </th>
            <th scope="col" className={`${th} hidden text-right! sm:table-cell`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white">
          {lines.map((line) => {
            const { key, product, size, quantity, price } = line;
            const left = unitsLeft(product.stock, size);
            // The server's words stay while the line asks for what was refused.
            const problem = problems[key]?.quantity === quantity ? problems[key] : undefined;
            return (
              <tr key={key} className="align-top">
                <td className="px-3 py-3">
                  <div className="flex gap-3">
                    <ProductImage
                      src={product.image[0]}
                      alt=""
                      sizes="56px"
                      width={240}
                      className="size-14 shrink-0 rounded-lg ring-1 ring-stone-200"
                    />
                    <div className="min-w-0">
                      <Link
                        to={`/product/${product._id}`}
                        className="font-semibold leading-snug text-ink hover:text-brand-700 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <div className="sm:hidden">
                        <p className="mt-1 text-xs text-muted">
                          Size {size} · Qty {quantity} × {formatUnitPrice(price, product)}
                        </p>
                        <PriceTag
                          amount={price * quantity}
                          className="mt-1 block font-semibold text-brand-800"
                        />
                      </div>
                      <p className="mt-1 hidden text-xs text-muted sm:block md:hidden">
                        {formatUnitPrice(price, product)}
                      </p>
                      {(quantity > left || problem) && (
                        <LineExceeds
                          left={left}
                          label={`${product.name}, size ${size}`}
                          message={problem?.message}
                          onReduce={
                            quantity > left ? () => onQuantity(line, Math.max(0, left)) : undefined
                          }
                        />
                      )}
                    </div>
                  </div>
                </td>
                <td className="hidden px-3 py-3 sm:table-cell">{size}</td>
                <td className="hidden px-3 py-3 text-center tabular-nums sm:table-cell">
                  {quantity}
                </td>
                <td className="hidden px-3 py-3 text-right md:table-cell">
                  <PriceTag amount={price} className="whitespace-nowrap" />
                  <span className="block text-xs text-muted">{perUnit(product)}</span>
                </td>
                <td className="hidden px-3 py-3 text-right font-semibold whitespace-nowrap text-brand-800 sm:table-cell">
                  <PriceTag amount={price * quantity} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
