import type { AdminProductExportQuery } from '@shop/contracts';
import { Button, type ButtonVariant } from '@shop/ui';
import { useState, type ReactNode } from 'react';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { downloadProductsCsv } from './api/export-products';

/** Downloads the products matching `filters` as a CSV file (the staff token travels with it). */
export function ExportButton({
  filters,
  variant = 'secondary',
  className,
  children,
}: {
  filters: AdminProductExportQuery;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadProductsCsv(filters);
      toast('success', `Downloaded ${name}.`);
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? 'Preparing the file…' : children}
    </Button>
  );
}
