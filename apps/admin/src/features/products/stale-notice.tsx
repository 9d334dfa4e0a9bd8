import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';

/**
 * Someone else saved this product after the editor read it (a 409 on Save, or a newer copy read
 * in the background). Saving now would overwrite their work, so the way on is to reload.
 */
export function StaleNotice({
  dirty,
  takeFocus,
  onReload,
  onReloaded,
}: {
  dirty: boolean;
  /** After a refused save the way on is this button: keyboard users land on it. */
  takeFocus: boolean;
  onReload?: () => Promise<AdminProduct | undefined>;
  onReloaded: (product: AdminProduct) => void;
}) {
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    if (!onReload) return;
    setBusy(true);
    try {
      const fresh = await onReload();
      if (fresh) {
        onReloaded(fresh);
        toast('success', 'Product reloaded with the latest changes.');
      }
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="alert"
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-semibold">{M.changedMeanwhile}</p>
      {dirty ? (
        <p className="mt-1">
          Your changes on this page are not saved and will be lost by reloading.
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => void reload()}
        disabled={busy}
        autoFocus={takeFocus}
      >
        {busy ? 'Reloading…' : 'Reload the product'}
      </Button>
    </div>
  );
}
