import { Button, type ButtonVariant } from '@shop/ui';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { toast } from './toaster';

/**
 * A button that downloads a file the API makes (a CSV export): busy while the file is prepared,
 * then a toast naming the saved file, or the refusal's message.
 */
export function DownloadButton({
  download,
  variant = 'secondary',
  className,
  children,
}: {
  /** Fetches and saves the file; answers the name it was saved under. */
  download: () => Promise<string>;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      toast('success', `Downloaded ${await download()}.`);
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
