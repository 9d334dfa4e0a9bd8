import type { AdminSubscribersQuery } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { downloadSubscribersCsv } from './api/export-subscribers';

/** Downloads the addresses matching the list's filters as a CSV file. */
export function ExportButton({
  filters,
}: {
  filters: Pick<AdminSubscribersQuery, 'status' | 'q'>;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadSubscribersCsv(filters);
      toast('success', `Downloaded ${name}.`);
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing the file…' : 'Export CSV'}
    </Button>
  );
}
