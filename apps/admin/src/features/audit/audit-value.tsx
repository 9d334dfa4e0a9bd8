import { formatPrice, imageAtWidth } from '@shop/contracts';

/** Fields holding money in SSP, by the last part of their path ('stock.unitCost'). */
const MONEY =
  /^(price|amount|subtotal|deliveryFee|total|amountReceived|unitCost|freeDeliveryThreshold)$/;
/** Fields holding pictures: an address, or a list of them. */
const PICTURES = /^(image|images|picture|pictures)$/;

const lastPart = (key: string) => key.split('.').at(-1) ?? key;
/**
 * A product's picture: those are kept for good (an archived product keeps its own), so a
 * thumbnail never breaks. A blog post's picture goes with its post, so it is named, not shown.
 */
const isPicture = (v: unknown): v is string =>
  typeof v === 'string' && /^\/uploads\/products\/\S+\.webp$/i.test(v);

/**
 * One value of an audit entry as staff read it: money as SSP, product pictures as thumbnails (their
 * file name as the text), the rest as text. `text` is the value as plain text, shown in `className`.
 */
export function AuditValue({
  field,
  value,
  text,
  className,
}: {
  field: string;
  value: unknown;
  text: string;
  className: string;
}) {
  const name = lastPart(field);
  if (MONEY.test(name) && typeof value === 'number') {
    return <p className={className}>{formatPrice(value)}</p>;
  }
  const pictures = Array.isArray(value) ? value : [value];
  if (PICTURES.test(name) && pictures.length > 0 && pictures.every(isPicture)) {
    return (
      <ul className={`${className} flex flex-wrap gap-2`}>
        {pictures.map((src, i) => (
          <li key={`${src}-${i}`}>
            <img
              src={imageAtWidth(src, 240)}
              alt={`Picture ${i + 1}: ${src.split('/').at(-1)}`}
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-md bg-stone-100 object-cover"
            />
          </li>
        ))}
      </ul>
    );
  }
  return <pre className={className}>{text}</pre>;
}
