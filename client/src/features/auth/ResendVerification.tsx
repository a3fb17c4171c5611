import { RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { useState } from 'react';
import { errorMessage, readAppError } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { useCooldown } from '../../lib/use-cooldown';

/**
 * 'Resend verification email', disabled for 60 s after each use with a live countdown.
 * Without a known password (the already-registered case) it asks for it first.
 */
export function ResendVerification({
  email,
  password: knownPassword,
  startCoolingDown = false,
}: {
  email: string;
  password?: string;
  startCoolingDown?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, startCoolingDown);
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => {
      setSent(true);
      cooldown.start();
    },
    // Inside the server's cooldown (a sign-up sends the first email): show the wait, not just "too many".
    onError: (error) => {
      if (readAppError(error, MSG.tooManyResends).code === 'TOO_MANY_REQUESTS') cooldown.start();
    },
  });
  const waiting = cooldown.remaining > 0;

  const onResend = () => {
    setSent(false);
    setFieldError(null);
    const secret = knownPassword ?? password;
    if (!secret) {
      setFieldError(MSG.passwordRequired);
      return;
    }
    resend.mutate({ email, password: secret });
  };

  return (
    <div className="space-y-3">
      {knownPassword === undefined && (
        <div>
          <label htmlFor="resend-password" className="label">
            Password
          </label>
          <input
            id="resend-password"
            type="password"
            autoComplete="current-password"
            className="input"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={fieldError ? 'resend-password-error' : undefined}
          />
          {fieldError && (
            <p id="resend-password-error" className="field-error">
              {fieldError}
            </p>
          )}
        </div>
      )}
      <button type="button" className="btn-secondary w-full" onClick={onResend} disabled={waiting || resend.isPending}>
        {waiting ? `Resend verification email (${cooldown.remaining}s)` : 'Resend verification email'}
      </button>
      <div aria-live="polite">
        {sent && <p className="alert-success">{MSG.verificationSentLong}</p>}
        {resend.error && <p className="alert-error">{errorMessage(resend.error, MSG.tooManyResends)}</p>}
      </div>
    </div>
  );
}
