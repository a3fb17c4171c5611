import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { AuthCard } from './AuthCard';
import { FooterLink } from './FooterLink';
import { FormAlert } from './FormAlert';

/** Links from our emails: ?mode=verifyEmail|resetPassword&oobCode=… */
export function AuthAction() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  if (mode === 'resetPassword') return <ResetPassword oobCode={oobCode} />;
  return <VerifyEmail oobCode={mode === 'verifyEmail' ? oobCode : ''} />;
}

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const verify = trpc.auth.verifyEmail.useMutation();
  const started = useRef(false);
  useEffect(() => {
    // Once only: React's development double effects must not spend the single-use code twice.
    if (started.current || !oobCode) return;
    started.current = true;
    verify.mutate({ oobCode });
  }, [oobCode, verify]);

  if (oobCode && (verify.isIdle || verify.isPending)) {
    return (
      <AuthCard title="Email verification">
        <p role="status" className="text-slate-700">
          Verifying your email...
        </p>
        <Spinner label="Please wait" />
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard title="Email Verified!" subtitle="Your email is confirmed. You can now log in to MLO Prep.">
        <Link to="/login" className="btn-primary w-full">
          Proceed to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={MSG.verificationFailed} subtitle="The verification link may have expired or already been used.">
      <Link to="/login" className="btn-primary w-full">
        Return to Login
      </Link>
    </AuthCard>
  );
}

type ResetForm = z.infer<typeof resetPasswordFormSchema>;

const NEW_PASSWORD_FIELDS = [
  { name: 'password', label: 'New Password' },
  { name: 'confirmPassword', label: 'Confirm Password' },
] as const;

function ResetPassword({ oobCode }: { oobCode: string }) {
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = trpc.auth.resetPassword.useMutation();
  const utils = trpc.useUtils();
  const onSubmit = form.handleSubmit(async (values) => {
    await reset.mutateAsync({ oobCode, ...values }).catch(() => {});
    await utils.auth.me.invalidate();
  });
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <p role="status" className="alert-success">
          {reset.data.message}
        </p>
        <Link to="/login" className="btn-primary mt-4 w-full">
          Proceed to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password of at least 6 characters.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={reset.error && errorMessage(reset.error, MSG.resetLinkInvalid)} />
        {NEW_PASSWORD_FIELDS.map(({ name, label }) => (
          <FormField
            key={name}
            label={label}
            type="password"
            autoComplete="new-password"
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
        <button type="submit" className="btn-primary w-full" disabled={reset.isPending || !oobCode}>
          {reset.isPending ? 'Saving…' : 'Reset password'}
        </button>
      </form>
      <FooterLink to="/forgot-password">Request a new link</FooterLink>
    </AuthCard>
  );
}
