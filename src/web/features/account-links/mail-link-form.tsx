import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '../../../domain/customers/account-links.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureText } from '../../lib/api-client.ts';

type Ok = { ok: true };

interface MailLinkFormProps {
  /** The request that mails the link (password reset or sign-in link). */
  send: UseMutationResult<Ok, Error, PasswordResetRequest>;
  submitLabel: string;
  /** What the link in the mail does, after "we have sent it a link to". */
  linkDoes: string;
  minutes: number;
}

/**
 * Asks for a mailed link by the account's address; the answer never says whether the account
 * exists.
 */
export function MailLinkForm({ send, submitLabel, linkDoes, minutes }: MailLinkFormProps) {
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="space-y-2">
        <h2 className="text-lg font-bold">Check your email</h2>
        <p>
          If an account exists for <strong className="break-all">{send.variables.email}</strong>, we
          have sent it a link to {linkDoes}. The link works once, for {minutes} minutes.
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
          {failureText(send.error, 'Please check your connection and try again')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" busy={send.isPending}>
        {send.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
