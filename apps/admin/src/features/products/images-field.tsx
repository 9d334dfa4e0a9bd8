import {
  ADMIN_PRODUCT_LIMITS as L,
  ADMIN_PRODUCT_MESSAGES as M,
  imageAtWidth,
} from '@shop/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FieldAlert } from '../../components/field-alert';
import { FileInput } from '../../components/file-input';
import { errorMessage } from '../../lib/api-client';
import { uploadProductImage } from './api/upload-product-image';
import { UploadTile } from './upload-tile';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

export interface Upload {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

type Direction = 'left' | 'right';

const tileButton =
  'grid size-10 place-items-center rounded-lg bg-white/95 text-sm font-semibold text-ink shadow-sm ring-1 ring-stone-300 hover:bg-stone-50 disabled:invisible';

/**
 * The product's pictures, up to 4, in display order (the first is the card's). Several files
 * upload at once, each with its own progress; each picture can be moved left or right (buttons,
 * so it works by keyboard and touch) or removed. Type and size are checked here first so nobody
 * waits for an upload the server would refuse; the server checks the content again.
 */
export function ImagesField({
  images,
  error,
  onChange,
  onBusyChange,
}: {
  images: string[];
  error?: string;
  /** Updates arrive when uploads finish, so they are given as functions of the current list. */
  onChange: (update: (images: string[]) => string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState('');
  const nextKey = useRef(1);
  const gridRef = useRef<HTMLUListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ url: string; dir: Direction } | null>(
    null,
  );
  const running = uploads.filter((u) => !u.error).length;
  const free = L.imagesMax - images.length - running;
  const shown = problem || error;

  useEffect(() => onBusyChange(running > 0), [running, onBusyChange]);

  // Keep the keyboard on the picture that moved: its same button, or the other one at an edge.
  useEffect(() => {
    if (!focusAfterMove) return;
    const tile = gridRef.current?.querySelector(`[data-url="${CSS.escape(focusAfterMove.url)}"]`);
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.dir}"]`);
    const other = tile?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (file: File) => {
    const key = nextKey.current++;
    setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
    uploadProductImage(file, (progress) => patch(key, { progress }))
      .then((answer) => {
        setUploads((list) => list.filter((u) => u.key !== key));
        onChange((current) =>
          current.length < L.imagesMax && !current.includes(answer.url)
            ? [...current, answer.url]
            : current,
        );
      })
      .catch((err: unknown) => patch(key, { error: errorMessage(err) }));
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // The same file may be chosen again after a refusal.
    input.value = '';
    const problems: string[] = [];
    const fitting = files.filter((file) => {
      if (file.type && !ACCEPTED.includes(file.type)) {
        problems.push(`${file.name}: ${M.imageNotAnImage}`);
        return false;
      }
      if (file.size > L.imageBytesMax) {
        problems.push(`${file.name}: ${M.imageTooLarge}`);
        return false;
      }
      return true;
    });
    const taken = fitting.slice(0, Math.max(0, free));
    if (fitting.length > taken.length) {
      const left = fitting.length - taken.length;
      problems.push(
        `${M.tooManyImages} ${left === 1 ? '1 file was' : `${left} files were`} left out.`,
      );
    }
    setProblem(problems.join(' '));
    taken.forEach(start);
  };

  const move = (index: number, dir: Direction) => {
    const target = dir === 'left' ? index - 1 : index + 1;
    const url = images[index]!;
    onChange((current) => {
      const next = [...current];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
    setFocusAfterMove({ url, dir });
  };

  const remove = (index: number) => {
    onChange((current) => current.filter((_, i) => i !== index));
    // The focus would be lost with the removed tile: the file input is the next useful stop.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  return (
    <div>
      {images.length + uploads.length === 0 ? (
        <p className="text-sm text-muted">No pictures yet: add at least one.</p>
      ) : null}
      <ul
        ref={gridRef}
        aria-label="Pictures"
        className="grid grid-cols-2 gap-3 empty:hidden sm:grid-cols-4"
      >
        {images.map((url, i) => (
          <li
            key={url}
            data-url={url}
            className="relative overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200"
          >
            <img
              src={imageAtWidth(url, 240)}
              alt={`Picture ${i + 1}${i === 0 ? ', the main picture' : ''}`}
              width={240}
              height={240}
              className="aspect-square w-full object-cover"
            />
            {i === 0 ? (
              <span className="absolute top-2 left-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                Main
              </span>
            ) : null}
            <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 p-2">
              <button
                type="button"
                data-move="left"
                className={tileButton}
                disabled={i === 0}
                aria-label={`Move picture ${i + 1} left`}
                onClick={() => move(i, 'left')}
              >
                <span aria-hidden="true">←</span>
              </button>
              <button
                type="button"
                className={`${tileButton} text-red-700`}
                aria-label={`Remove picture ${i + 1}`}
                onClick={() => remove(i)}
              >
                <span aria-hidden="true">✕</span>
              </button>
              <button
                type="button"
                data-move="right"
                className={tileButton}
                disabled={i === images.length - 1}
                aria-label={`Move picture ${i + 1} right`}
                onClick={() => move(i, 'right')}
              >
                <span aria-hidden="true">→</span>
              </button>
            </div>
          </li>
        ))}
        {uploads.map((u) => (
          <UploadTile
            key={`upload-${u.key}`}
            upload={u}
            onDismiss={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
          />
        ))}
      </ul>
      <FileInput
        id={id}
        label="Add pictures"
        multiple
        accept={ACCEPTED.join(',')}
        onChange={pick}
        disabled={free <= 0}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, shown ? errorId : ''].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="mt-1 text-xs text-muted">
        Up to {L.imagesMax} pictures; the first is the main one, shown on the shop's cards. JPG,
        PNG, WebP, GIF or AVIF up to {L.imageBytesMax / 1024 / 1024} MB, at least {L.imageSideMin}{' '}
        pixels on the longer side (800 looks best).
        {free <= 0 && running === 0 ? ' Remove one to add another.' : ''}
      </p>
      <FieldAlert id={errorId} message={shown || undefined} />
    </div>
  );
}
