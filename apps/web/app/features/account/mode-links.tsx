import { linkButton } from './auth-classes';

export type Mode = 'Login' | 'Sign Up';

/** Under the fields: 'Forgot your password?' and the switch between signing in and signing up. */
export function ModeLinks({
  mode,
  admin,
  onMode,
  onForgot,
}: {
  mode: Mode;
  admin: boolean;
  onMode: (mode: Mode) => void;
  onForgot: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      {mode === 'Login' ? (
        <button type="button" className={linkButton} onClick={onForgot}>
          Forgot your password?
        </button>
      ) : (
        <span />
      )}
      {!admin &&
        (mode === 'Login' ? (
          <button type="button" className={linkButton} onClick={() => onMode('Sign Up')}>
            Create account
          </button>
        ) : (
          <p className="text-muted">
            Already have an account?{' '}
            <button type="button" className={linkButton} onClick={() => onMode('Login')}>
              Login here
            </button>
          </p>
        ))}
    </div>
  );
}
