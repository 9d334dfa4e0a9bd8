import type { AdminProduct } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useSetArchived } from './api/set-archived';
import { ArchivedBadge } from './product-badges';
import { ShopLink } from './shop-link';

/**
 * In the shop or archived, and the way to change it (asked first). Archiving instead of deleting
 * keeps past orders and the audit log whole; a restore brings the product back as it was.
 */
export function ArchivePanel({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}) {
  const change = useSetArchived(product._id);
  const [asking, setAsking] = useState(false);
  const archiving = !product.archived;
  const titleId = useId();

  const confirm = () =>
    change.mutate(archiving, {
      onSuccess: (answer) => {
        toast('success', answer.message ?? (archiving ? 'Product archived.' : 'Product restored.'));
        onChanged(answer.product);
      },
      onError: (error) => toast('error', errorMessage(error)),
      onSettled: () => setAsking(false),
    });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold text-ink">
          In the shop
        </h2>
        <ArchivedBadge archived={product.archived} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {product.archived && product.archivedAt
          ? `Archived ${formatDateTime(product.archivedAt)}: hidden from the shop, kept for past orders.`
          : 'Shown in the shop: lists, search and its own page.'}
      </p>
      {product.archived ? null : <ShopLink productId={product._id} className="mt-2 inline-block" />}
      <Button
        variant={archiving ? 'secondary' : 'primary'}
        className={`mt-4 w-full ${archiving ? 'border-red-700! text-red-700!' : ''}`}
        onClick={() => setAsking(true)}
        disabled={change.isPending}
      >
        {archiving ? 'Archive product' : 'Restore to the shop'}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={archiving ? 'Archive this product?' : 'Restore this product?'}
          confirmLabel={archiving ? 'Archive product' : 'Restore product'}
          tone={archiving ? 'danger' : 'primary'}
          busy={change.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          {archiving
            ? `“${product.name}” leaves the shop at once: lists, search, its page and carts. Past orders keep it, and you can restore it later.`
            : `“${product.name}” appears in the shop again, as it was.`}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
