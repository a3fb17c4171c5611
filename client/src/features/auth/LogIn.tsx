import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { type LogInInput, logInSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../components/FormField';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { errorMessage, readAppError } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { ResendVerification } from './ResendVerification';

export function LogIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const form = useForm<LogInInput>({ resolver: zodResolver(logInSchema), defaultValues: { email: '', password: '' } });
  const formRef = useTypedBeforeHydration(form);
  const logIn = trpc.auth.logIn.useMutation();
  const { errors } = form.formState;
  const validationError = errors.email?.message ?? errors.password?.message;

  // What was typed at the last attempt: an unverified learner can resend the email from here.
  const [attempted, setAttempted] = useState<LogInInput | null>(null);
  const unverified = readAppError(logIn.error, MSG.loginFailed).reason === 'auth/unverified';

  const onSubmit = form.handleSubmit(async (values) => {
    setAttempted(values);
    try {
      await logIn.mutateAsync(values);
      await utils.auth.me.invalidate();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.startsWith('/') && !from.startsWith('//') ? from : '/dashboard', { replace: true });
    } catch {
      // the error is shown from logIn.error
    }
  });

  return (
    <AuthCard title="Log In" subtitle="Welcome back. Continue your exam prep.">
      {logIn.isPending && <LoadingOverlay />}
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={validationError ?? (logIn.error && errorMessage(logIn.error, MSG.loginFailed))} />
        <FormField label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <FormField label="Password" type="password" autoComplete="current-password" {...form.register('password')} />
        <button type="submit" className="btn-primary w-full" disabled={logIn.isPending}>
          Log In
        </button>
      </form>
      {unverified && attempted && (
        <div className="mt-4">
          <ResendVerification email={attempted.email} password={attempted.password} />
        </div>
      )}
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot Password?
        </Link>
        <p className="text-slate-700">
          Need an account?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 underline">
            Sign Up
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
