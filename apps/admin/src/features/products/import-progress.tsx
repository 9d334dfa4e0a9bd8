import { ProgressBar } from '../../components/progress-bar';

/**
 * The import's progress: the file's upload as a share, then the server's check of the rows,
 * whose length it cannot tell (an indeterminate bar).
 */
export function ImportProgress({ progress, what }: { progress: number; what: string }) {
  const uploading = progress < 1;
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-3">
      <ProgressBar
        label={uploading ? 'Sending the file' : `${what} the rows`}
        fraction={uploading ? progress : undefined}
      />
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {uploading ? `Sending the file… ${percent}%` : `${what} the rows…`}
      </p>
    </div>
  );
}
