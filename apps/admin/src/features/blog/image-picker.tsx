import {
  ADMIN_BLOG_MESSAGES as M,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_MIN_WIDTH,
} from '@shop/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldAlert } from '../../components/field-alert';
import { fileInputClass } from '../../components/file-input';
import { PicturePreview } from '../../components/picture-preview';
import { ProgressBar } from '../../components/progress-bar';
import { errorMessage } from '../../lib/api-client';
import { useUploadBlogImage } from './api/upload-blog-image';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * The post's picture: choose a file, watch it upload (the server re-encodes it), see it as the
 * storefront will crop it (3:2). Type and size are checked here first so nobody waits for an
 * upload the server would refuse; the server checks the content again.
 */
export function ImagePicker({
  value,
  error,
  onChange,
  onBusyChange,
}: {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const uploadImage = useUploadBlogImage();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState('');
  const shown = problem || error;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(M.notAnImage);
    if (file.size > BLOG_IMAGE_MAX_BYTES) return setProblem(M.imageTooLarge);
    setProblem('');
    setProgress(0);
    onBusyChange(true);
    uploadImage.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (answer) => onChange(answer.image),
        onError: (err) => setProblem(errorMessage(err)),
        onSettled: () => onBusyChange(false),
      },
    );
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        Image
      </label>
      <PicturePreview
        src={value || undefined}
        shape="3:2"
        alt="Preview of the post's image"
        emptyText="No image yet"
      />
      <input
        id={id}
        type="file"
        accept={ACCEPTED.join(',')}
        onChange={pick}
        disabled={uploadImage.isPending}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, shown ? errorId : ''].filter(Boolean).join(' ')}
        className={`${fileInputClass} max-w-xl`}
      />
      <p id={hintId} className="mt-1 text-xs text-muted">
        JPG, PNG, GIF or WebP up to {BLOG_IMAGE_MAX_BYTES / 1024 / 1024} MB, at least{' '}
        {BLOG_IMAGE_MIN_WIDTH} pixels wide (1600 looks best). Shown cropped to 3:2.
      </p>
      {uploadImage.isPending ? (
        <div className="mt-2 max-w-xl">
          <ProgressBar label="Uploading the image" fraction={progress} />
          <p className="mt-1 text-xs text-muted" aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Preparing the image…'}
          </p>
        </div>
      ) : null}
      <FieldAlert id={errorId} message={shown || undefined} />
    </div>
  );
}
