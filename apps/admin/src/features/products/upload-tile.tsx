import { ProgressBar } from '../../components/progress-bar';
import type { Upload } from './images-field';

/** A picture on its way: its name and progress, or why the shop refused it. */
export function UploadTile({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex aspect-square flex-col justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-3 text-xs">
      <p className="truncate font-medium text-ink" title={upload.name}>
        {upload.name}
      </p>
      {upload.error ? (
        <>
          <p role="alert" className="text-red-700">
            {upload.error}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            className="self-start rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={`Dismiss ${upload.name}`}
          >
            Dismiss
          </button>
        </>
      ) : (
        <>
          <ProgressBar label={`Uploading ${upload.name}`} fraction={upload.progress} />
          <p className="text-muted">{upload.progress < 1 ? `${percent}%` : 'Preparing…'}</p>
        </>
      )}
    </li>
  );
}
