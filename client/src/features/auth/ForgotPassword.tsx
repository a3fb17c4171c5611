import { zodResolver } from '@hookform/resolvers/zod';
import { type RequestPasswordResetInput, requestPasswordResetSchema } from '@shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import { errorMessage } from '../../lib/app-error';
import { trpc } from '../../lib/trpc';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { AuthCard } from './AuthCard';
import { FooterLink } from './FooterLink';
import { FormAlert } from './FormAlert';

export function ForgotPassword() {
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const formRef = useTypedBeforeHydration(form);
  const request = trpc.auth.requestPasswordReset.useMutation();
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <p role="status" className="alert-success">
          {request.data.message}
        </p>
      ) : (
        <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert message={request.error && errorMessage(request.error, 'Failed to send the reset email')} />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <FooterLink to="/login">Back to Log In</FooterLink>
    </AuthCard>
  );
}
