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
import { FooterLink } from './FooterLink';
import { FormAlert } from './FormAlert';
import { ResendVerification } from './ResendVerification';

const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const;

/** After signing up: the link is on its way; a resend (cooling down from the first email) and the way to log in. */
function VerifyYourEmail({ email, password }: { email: string; password: string }) {
  return (
    <AuthCard title="Verify Your Email" subtitle={`We sent a verification link to ${email}. Open it to activate your account.`}>
      <ResendVerification email={email} password={password} startCoolingDown />
      <Link to="/login" className="btn-primary mt-4 w-full">
        Proceed to Login
      </Link>
    </AuthCard>
  );
}

/**
 * /signup (spec §5, §8): the four fields with the spec's messages ("All fields are required" once,
 * above the form, when anything is empty), then the verification step; an address already registered
 * offers the resend right there, with the password just typed.
 */
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

  if (registered) return <VerifyYourEmail {...registered} />;

  const firstError = FIELDS.map(({ name }) => errors[name]?.message).find(Boolean);
  const allRequired = firstError === MSG.allFieldsRequired;
  const serverError = signUp.error && !alreadyRegistered ? errorMessage(signUp.error, MSG.signupFailed) : null;

  return (
    <AuthCard title="Create your account" subtitle="Start your free trial of MLO Prep.">
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={allRequired ? MSG.allFieldsRequired : null} />
        <FormAlert message={serverError} />
        {FIELDS.map(({ name, ...field }) => (
          <FormField
            key={name}
            {...field}
            {...form.register(name)}
            error={allRequired ? undefined : errors[name]?.message}
            disabled={signUp.isPending}
          />
        ))}
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
      <FooterLink to="/login" lead="Already have an account?">
        Log In
      </FooterLink>
    </AuthCard>
  );
}
