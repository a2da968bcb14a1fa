import { type FormEvent, useState } from 'react';
import { newCustomerRequestSchema } from '../../../domain/customers/new-customer.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { useCreateCustomer } from '../admin/customers/use-customer-mutations.ts';

/** The id of the customer who already has the e-mail or phone typed, when the server says so. */
const existingCustomer = (error: unknown) =>
  error instanceof ApiError && error.body?.code === 'customer_exists'
    ? error.body.customerId
    : undefined;

/** **New customer** at the counter: a name and an e-mail or phone, attached once created. */
export function NewCustomerForm({
  location,
  onCreated,
  onCancel,
}: {
  location: Location;
  onCreated: (customerId: number) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState({ name: '', email: '', phone: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useCreateCustomer(onCreated);
  const existing = existingCustomer(create.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newCustomerRequestSchema.safeParse({ location, ...fields });
    if (!checked.success) {
      setProblems(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setProblems({});
    create.mutate({ location, ...fields });
  };
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    error:
      problems[name] ??
      (create.error instanceof ApiError ? create.error.body?.fields?.[name] : undefined),
    onChange: (event: { target: { value: string } }) =>
      setFields((now) => ({ ...now, [name]: event.target.value })),
  });

  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-stone-200 bg-white p-3">
      <FormField label="Name" autoComplete="off" maxLength={200} {...field('name')} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="off"
        maxLength={255}
        {...field('email')}
      />
      <FormField label="Phone" type="tel" autoComplete="off" maxLength={20} {...field('phone')} />
      {create.isError && (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{failureText(create.error, 'The customer could not be created.')}</p>
          {existing !== undefined && (
            <Button type="button" variant="secondary" size="sm" onClick={() => onCreated(existing)}>
              Attach that customer
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>
          Create customer
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
