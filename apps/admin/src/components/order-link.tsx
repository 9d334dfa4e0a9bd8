import { orderNumber } from '@shop/contracts';
import { Link } from 'react-router';

/** An order's short number ("#A1B2C3"), opening the order's page. */
export function OrderLink({ id }: { id: string }) {
  return (
    <Link to={`/orders/${id}`} className="font-mono font-semibold text-brand-700 hover:underline">
      #{orderNumber(id)}
    </Link>
  );
}
