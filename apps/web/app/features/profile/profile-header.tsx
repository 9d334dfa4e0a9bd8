import type { User } from '@shop/contracts/client';
import { Suspense, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { Avatar } from './avatar';
import { CalendarIcon, CameraIcon, MailIcon } from '~/components/account-icons';
import { formatMemberSince } from './profile-format';

// Only opened on demand: keep the modal's code out of the page's first load.
const PictureModal = lazyPart(() => import('./picture-modal'));

/** Name (or 'Welcome!'), e-mail, 'Member since' and the avatar uploader. */
export function ProfileHeader({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const [open, setOpen] = useState(false);
  const since = formatMemberSince(user.joinedDate);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-brand-800 via-brand-700 to-brand-500 sm:h-28"
      >
        <div className="h-full w-full bg-[radial-gradient(circle_at_85%_20%,rgba(245,184,61,0.35),transparent_45%)]" />
      </div>
      <div className="flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-end sm:gap-6 sm:px-8 sm:text-left">
        <div className="relative -mt-14 sm:-mt-16">
          <Avatar
            name={user.name}
            picture={user.profilePicture}
            className="shadow-md ring-4 ring-white"
          />
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={user.profilePicture ? 'Change profile picture' : 'Add a profile picture'}
            aria-haspopup="dialog"
            className="absolute right-0 bottom-0 grid size-11 place-items-center rounded-full bg-accent-500 text-ink shadow-md ring-4 ring-white transition-colors hover:bg-accent-400"
          >
            <CameraIcon />
          </button>
        </div>
        <div className="min-w-0 flex-1 sm:pb-1">
          <h2
            id="profile-name"
            className="text-2xl font-bold tracking-tight break-words text-brand-900 sm:text-3xl"
          >
            {user.name.trim() || 'Welcome!'}
          </h2>
          <p className="mt-1 flex items-center justify-center gap-1.5 text-sm break-all text-muted sm:justify-start">
            <MailIcon size={16} className="shrink-0" />
            {user.email}
          </p>
          {since ? (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
              <CalendarIcon size={14} />
              Member since {since}
            </p>
          ) : null}
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <PictureModal user={user} onClose={() => setOpen(false)} onChange={onChange} />
        </Suspense>
      ) : null}
    </section>
  );
}
