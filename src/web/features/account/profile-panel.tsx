import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Customer,
  profileDetailsSchema,
} from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PlayerIdsForm } from './player-ids-form.tsx';
import { useProfileUpdate } from './use-account-mutations.ts';

/** The Profile tab: who the customer is, with their name and phone editable. */
export function ProfilePanel({ customer }: { customer: Customer }) {
  const form = useForm({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      phone: customer.phone ?? '',
    },
  });
  const save = useProfileUpdate('Profile updated');
  const { errors } = form.formState;

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <h2 id="profile-heading" className="text-xl font-bold">
        Profile
      </h2>
      <dl className="grid gap-3 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold text-stone-500 uppercase">First name</dt>
          <dd className="font-medium">{customer.firstName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-500 uppercase">Last name</dt>
          <dd className="font-medium">{customer.lastName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-500 uppercase">Email</dt>
          <dd className="font-medium break-all">{customer.email}</dd>
        </div>
      </dl>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-2"
      >
        <h3 className="font-semibold sm:col-span-2">Edit your details</h3>
        <FormField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <div className="flex items-end">
          <Button type="submit" busy={save.isPending}>
            Save Profile
          </Button>
        </div>
      </form>
      <PlayerIdsForm customer={customer} />
    </section>
  );
}
