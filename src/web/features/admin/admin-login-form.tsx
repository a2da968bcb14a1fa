import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type AdminLoginRequest,
  adminLoginRequestSchema,
} from '../../../domain/admin/admin.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminLogin } from './admin-api.ts';
import { STAFF_SESSION_KEY } from './staff-session.ts';

/** The password gate: the shared admin password, or a staff account's username and password. */
export function AdminLoginForm() {
  const queryClient = useQueryClient();
  const form = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: AdminLoginRequest) {
    try {
      const { staff } = await adminLogin({
        password: values.password,
        ...(values.username ? { username: values.username } : {}),
      });
      queryClient.setQueryData(STAFF_SESSION_KEY, staff);
      toast({
        title: 'Admin access granted',
        description: 'Select your store location to continue.',
        variant: 'success',
      });
    } catch (error) {
      const description =
        error instanceof ApiError && error.status === 401
          ? 'Invalid admin password.'
          : error instanceof ApiError
            ? error.serverMessage
            : 'Please check your connection and try again';
      toast({ title: 'Access denied', description, variant: 'destructive' });
      form.resetField('password');
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <FormField
        label="Admin Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Staff username"
        hint="Staff accounts only; leave blank when using the shared admin password."
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Checking...' : 'Access Admin'}
      </Button>
    </form>
  );
}
