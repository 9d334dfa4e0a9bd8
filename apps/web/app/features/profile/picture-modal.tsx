import {
  ACCOUNT_MESSAGES as M,
  PROFILE_PICTURE_MAX_BYTES,
  type User,
} from '@shop/contracts/client';
import { Button, Modal } from '@shop/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { notify } from '~/lib/notify';
import { Avatar } from './avatar';
import { Spinner } from '~/components/spinner';
import { CameraIcon, CloseIcon, TrashIcon, UploadIcon } from '~/components/account-icons';
import { announceProfileUpdated } from '~/stores/profile-store';
import { removeProfilePicture } from './api/remove-profile-picture';
import { uploadProfilePicture } from './api/upload-profile-picture';
import { failureMessage } from './profile-format';

type Busy = 'upload' | 'remove' | null;

/** Why a chosen file cannot be used (docs/spec/storefront.md section 5), or null when it can. */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return M.selectImage;
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return M.imageTooLarge;
  return null;
}

/**
 * The profile picture modal (docs/spec/storefront.md sections 2, 4, 5 and 8): a preview, a file chooser,
 * upload and remove. A real modal dialog: focus stays inside, Escape closes, and the opener gets
 * focus back. Loaded on demand (React.lazy), so its code is not part of the page's first load.
 */
export default function PictureModal({
  user,
  onClose,
  onChange,
}: {
  user: User;
  onClose: () => void;
  onChange: (user: User) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const titleId = useId();
  const hintId = useId();
  const inputId = useId();
  const chooseRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef<Busy>(null);
  busyRef.current = busy;

  // The preview is an object URL of the chosen file: free it when it changes or on close.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const close = () => {
    if (busyRef.current) return;
    onClose();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = pictureProblem(picked);
    if (problem) {
      notify('error', problem);
      return;
    }
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  };

  const finish = (next: User, message: string) => {
    notify('success', message);
    onChange(next);
    announceProfileUpdated();
    busyRef.current = null;
    onClose();
  };

  const upload = async () => {
    if (!file || busy) return;
    setBusy('upload');
    busyRef.current = 'upload';
    try {
      const response = await uploadProfilePicture(file);
      finish(response.user, response.message || M.pictureUpdated);
      return;
    } catch (error) {
      notify('error', failureMessage(error, M.pictureUploadFailed));
    }
    busyRef.current = null;
    setBusy(null);
  };

  const remove = async () => {
    if (busy) return;
    setBusy('remove');
    busyRef.current = 'remove';
    try {
      const response = await removeProfilePicture();
      finish(response.user, response.message || M.pictureRemoved);
      return;
    } catch (error) {
      notify('error', failureMessage(error, M.pictureRemoveFailed));
    }
    busyRef.current = null;
    setBusy(null);
  };

  const hasPicture = Boolean(user.profilePicture);

  return (
    <Modal
      labelledBy={titleId}
      describedBy={hintId}
      onClose={close}
      busy={busy !== null}
      initialFocus={chooseRef}
      className="max-h-[100dvh] overflow-y-auto rounded-t-2xl p-5 sm:max-w-md sm:rounded-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-ink">
            Profile Picture
          </h2>
          <p className="mt-1 text-sm text-muted">Add a photo so we can recognise you.</p>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          disabled={busy !== null}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink disabled:opacity-50"
        >
          <CloseIcon size={22} />
        </button>
      </div>

      <div className="mt-5 flex flex-col items-center gap-3">
        <div className="relative">
          {preview ? (
            <img
              src={preview}
              alt="Preview of the new profile picture"
              width={144}
              height={144}
              className="size-36 rounded-full bg-stone-100 object-cover ring-4 ring-brand-100"
            />
          ) : (
            <Avatar
              name={user.name}
              picture={user.profilePicture}
              size="xl"
              className="ring-4 ring-brand-100"
            />
          )}
          {busy ? (
            <span className="absolute inset-0 grid place-items-center rounded-full bg-white/70">
              <Spinner size={36} className="text-brand-700" />
            </span>
          ) : null}
        </div>
        <p className="min-h-5 max-w-full truncate text-sm text-muted" aria-live="polite">
          {file ? `Selected: ${file.name}` : hasPicture ? 'Current picture' : 'No picture yet'}
        </p>
      </div>

      <div className="mt-4">
        <input
          ref={chooseRef}
          id={inputId}
          type="file"
          accept="image/*"
          onChange={onPick}
          disabled={busy !== null}
          aria-describedby={hintId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 px-4 py-3 text-sm font-semibold text-brand-700 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:border-brand-600 hover:bg-brand-50"
        >
          <CameraIcon />
          {file ? 'Choose a different photo' : 'Choose a photo'}
        </label>
        <p id={hintId} className="mt-2 text-center text-xs text-muted">
          JPG, PNG and GIF are supported. Maximum size 5MB.
        </p>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {hasPicture ? (
          <Button
            variant="ghost"
            onClick={remove}
            disabled={busy !== null}
            className="text-red-700! hover:bg-red-50!"
          >
            {busy === 'remove' ? <Spinner /> : <TrashIcon size={18} />}
            {busy === 'remove' ? 'Removing…' : 'Remove Photo'}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="secondary" onClick={close} disabled={busy !== null}>
            Cancel
          </Button>
          <Button onClick={upload} disabled={!file || busy !== null}>
            {busy === 'upload' ? <Spinner /> : <UploadIcon size={18} />}
            {busy === 'upload' ? 'Uploading…' : 'Upload Photo'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
