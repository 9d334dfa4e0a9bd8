import { ACCOUNT_MESSAGES as M } from '@shop/contracts/client';
import { notify } from '~/lib/notify';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white text-sm font-semibold text-ink hover:bg-stone-50';

/** 'Or continue with' Google and Facebook: not offered yet, and the buttons say so. */
export function SocialSignIn() {
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-stone-200" />
        or continue with
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={() => notify('error', M.googleNotImplemented)}
          className={buttonClass}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path
              fill="#4285F4"
              d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
            />
            <path
              fill="#34A853"
              d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
            />
            <path
              fill="#FBBC05"
              d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 10l3.7-2.8Z"
            />
            <path
              fill="#EA4335"
              d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z"
            />
          </svg>
          Google
        </button>
        <button
          type="button"
          onClick={() => notify('error', M.facebookNotImplemented)}
          className={buttonClass}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="#1877F2">
            <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
          </svg>
          Facebook
        </button>
      </div>
    </>
  );
}
