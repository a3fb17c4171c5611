import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@shared/messages';
import { type SignUpInput, signUpSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../components/FormField';
import { errorMessage, readAppError } from '../../lib/app-error';
import { showServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

export function SignUp() {
  const [registered, setRegistered] = useState<{ email: string; password: string } | null>(null);
  // The registered email and the password just typed: the resend uses it and asks only if it is empty.
  const [alreadyRegistered, setAlreadyRegistered] = useState<{ email: string; password: string } | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const formRef = useTypedBeforeHydration(form);
  const signUp = trpc.auth.signUp.useMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlreadyRegistered(null);
    try {
      await signUp.mutateAsync(values);
      setRegistered({ email: values.email, password: values.password });
    } catch (error) {
      if (readAppError(error, MSG.signupFailed).reason === 'auth/email-already-in-use')
        setAlreadyRegistered({ email: values.email, password: values.password });
      else showServerFieldErrors(form, error);
    }
  });

  if (registered) {
    return (
      <AuthCard
        title="Verify Your Email"
        subtitle={`We sent a verification link to ${registered.email}. Open it to activate your account.`}
      >
        <ResendVerification email={registered.email} password={registered.password} startCoolingDown />
        <Link to="/login" className="btn-primary mt-4 w-full">
          Proceed to Login
        </Link>
      </AuthCard>
    );
  }

  const firstError =
    errors.fullName?.message ?? errors.email?.message ?? errors.password?.message ?? errors.confirmPassword?.message;
  const allRequired = firstError === MSG.allFieldsRequired;
  const serverError = signUp.error && !alreadyRegistered ? errorMessage(signUp.error, MSG.signupFailed) : null;

  return (
    <AuthCard title="Create your account" subtitle="Start your free trial of MLO Prep.">
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {allRequired && (
          <p role="alert" className="alert-error">
            {MSG.allFieldsRequired}
          </p>
        )}
        {serverError && (
          <p role="alert" className="alert-error">
            {serverError}
          </p>
        )}
        <FormField
          label="Full Name"
          autoComplete="name"
          {...form.register('fullName')}
          error={allRequired ? undefined : errors.fullName?.message}
          disabled={signUp.isPending}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={allRequired ? undefined : errors.email?.message}
          disabled={signUp.isPending}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          error={allRequired ? undefined : errors.password?.message}
          disabled={signUp.isPending}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={allRequired ? undefined : errors.confirmPassword?.message}
          disabled={signUp.isPending}
        />
        <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Sign Up'}
        </button>
      </form>
      {alreadyRegistered && (
        <div className="mt-6 space-y-3">
          <p role="alert" className="alert-info">
            {MSG.emailInUse}
          </p>
          <ResendVerification email={alreadyRegistered.email} password={alreadyRegistered.password || undefined} />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log In
        </Link>
      </p>
    </AuthCard>
  );
}
