import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PASSWORD_RESET_MINUTES,
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '../../../domain/customers/account-links.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePasswordResetRequest } from './use-account-links-mutations.ts';

/** The request's failure, for the form: the server's words when it refused (rate_limited). */
const failureText = (error: Error) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Please check your connection and try again';

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const send = usePasswordResetRequest();

  if (send.isSuccess) {
    return (
      <div role="status" className="space-y-2">
        <h2 className="text-lg font-bold">Check your email</h2>
        <p>
          If an account exists for <strong className="break-all">{send.variables.email}</strong>, we
          have sent it a link to choose a new password. The link works once, for{' '}
          {PASSWORD_RESET_MINUTES} minutes.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="space-y-4"
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {send.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(send.error)}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
