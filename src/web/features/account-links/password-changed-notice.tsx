import { CheckCircle2 } from 'lucide-react';
import { useLocation } from 'react-router';

/** The history state the reset page leaves on its way to /login. */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true } as const;

const cameFromReset = (state: unknown) =>
  typeof state === 'object' && state !== null && 'passwordChanged' in state;

/** On /login after a reset: the new password is set and every old session has ended. */
export function PasswordChangedNotice() {
  const { state } = useLocation();
  if (!cameFromReset(state)) return null;
  return (
    <p
      role="status"
      className="mt-6 flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
      Your password has been changed and you were signed out everywhere. Sign in with your new
      password.
    </p>
  );
}
