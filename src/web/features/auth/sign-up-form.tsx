import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MIN_PASSWORD_LENGTH,
  type RegisterRequest,
  registerRequestSchema,
} from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { showServerFieldErrors } from '../../lib/server-field-errors.ts';
import { SignInFailure } from './sign-in-failure.tsx';
import { REGISTER_FAILURE_FALLBACK, useRegister } from './use-auth-mutations.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignUpForm() {
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const signUp = useRegister();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        signUp.mutate(values, {
          onError: (error) => showServerFieldErrors(form.setError, error, FIELDS),
        }),
      )}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First Name"
          aria-required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last Name"
          aria-required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Email"
        aria-required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        aria-required
        type="password"
        autoComplete="new-password"
        hint={`min ${MIN_PASSWORD_LENGTH} characters`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" busy={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <SignInFailure error={signUp.error} fallback={REGISTER_FAILURE_FALLBACK} />
    </form>
  );
}
