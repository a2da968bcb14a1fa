import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { passwordResetConfirmSchema } from '../../../domain/customers/account-links.contract.ts';
import { MIN_PASSWORD_LENGTH } from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { LinkProblemMessage } from './link-problem-message.tsx';
import { INVALID_LINK, linkProblem } from './link-problems.ts';
import { usePasswordResetCheck, usePasswordResetConfirm } from './use-account-links-mutations.ts';

const newPasswordFormSchema = passwordResetConfirmSchema.pick({ password: true });

/** The link's problem, the password's (as the server words it), or a failure to reach it. */
function failureOf(error: Error | null) {
  if (!error) return {};
  if (!(error instanceof ApiError)) return { other: 'Please check your connection and try again' };
  return {
    link: linkProblem(error),
    password: error.fields.password,
    other: error.fields.password ? undefined : error.serverMessage,
  };
}

/**
 * Checks the link once as the page opens, so a dead link is said before a password is typed.
 * A check that failed for another reason (the connection) leaves the form: its confirm tells.
 */
function useLinkCheck(token: string) {
  const check = usePasswordResetCheck();
  const { mutate } = check;
  const send = useCallback(() => mutate({ token }), [mutate, token]);
  useOncePerKey(token, send, token !== '');
  return {
    checking: token !== '' && (check.isIdle || check.isPending),
    problem: linkProblem(check.error),
  };
}

/** Sets a new password with the token of the mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const reset = usePasswordResetConfirm();
  const link = useLinkCheck(token);
  const failure = failureOf(reset.error);
  const problem = token ? (failure.link ?? link.problem) : INVALID_LINK;

  if (problem) {
    return (
      <LinkProblemMessage problem={problem}>
        <p>
          Reset links work once, for a short while.{' '}
          <Link to="/forgot-password" className="font-medium underline">
            Ask for a new link
          </Link>
          .
        </p>
      </LinkProblemMessage>
    );
  }

  if (link.checking) {
    return (
      <p role="status" className="text-stone-600">
        Checking your link...
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      className="space-y-4"
    >
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`min ${MIN_PASSWORD_LENGTH} characters`}
        error={form.formState.errors.password?.message ?? failure.password}
        {...form.register('password')}
      />
      {failure.other && (
        <p role="alert" className="text-sm text-red-700">
          {failure.other}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
