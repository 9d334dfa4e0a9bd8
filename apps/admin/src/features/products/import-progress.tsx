/**
 * The import's progress: the file's upload as a share, then the server's check of the rows,
 * whose length it cannot tell (an indeterminate bar).
 */
export function ImportProgress({ progress, what }: { progress: number; what: string }) {
  const uploading = progress < 1;
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={uploading ? 'Sending the file' : `${what} the rows`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full bg-brand-700 ${uploading ? 'transition-[width]' : 'animate-pulse'}`}
          style={{ width: uploading ? `${percent}%` : '100%' }}
        />
      </div>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {uploading ? `Sending the file… ${percent}%` : `${what} the rows…`}
      </p>
    </div>
  );
}
