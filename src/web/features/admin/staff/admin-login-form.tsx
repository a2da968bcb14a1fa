import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminLoginRequest,
  adminLoginRequestSchema,
} from '../../../../domain/admin/admin.contract.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useAdminLogin } from './use-staff-session-mutations.ts';

/** The sign-in gate: a staff account's username and password, or the owner's admin password alone. */
export function AdminLoginForm() {
  const form = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useAdminLogin();

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        login.mutate(values, {
          // Refused, the password is typed again: the keyboard goes back to it.
          onError: () => {
            form.resetField('password');
            form.setFocus('password');
          },
        }),
      )}
      className="space-y-4"
    >
      <FormField
        label="Username"
        hint="Leave blank if you are the owner: the owner signs in with the admin password alone."
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="Admin Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
        {login.isPending ? 'Checking...' : 'Access Admin'}
      </Button>
    </form>
  );
}
