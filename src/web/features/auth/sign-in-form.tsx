import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type LoginRequest,
  loginRequestSchema,
} from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { SignInFailure } from './sign-in-failure.tsx';
import { LOGIN_FAILURE_FALLBACK, useLogin } from './use-auth-mutations.ts';

export function SignInForm() {
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      className="space-y-4"
    >
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <SignInFailure error={login.error} fallback={LOGIN_FAILURE_FALLBACK} />
    </form>
  );
}
