import { type FormEvent, useState } from 'react';
import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { useOpenDrawer } from './use-counter-mutations.ts';

/** Opens a register's drawer with the cash counted into it; a store may run two registers. */
export function OpenDrawerForm({
  location,
  focus,
  anyOpen,
  onOpened,
}: {
  location: Location;
  focus: boolean;
  anyOpen: boolean;
  onOpened: (register: string) => void;
}) {
  const [register, setRegister] = useState(MAIN_REGISTER);
  const [float, setFloat] = useState('');
  const open = useOpenDrawer(location);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      { register, float },
      {
        onSuccess: (drawer) => {
          setFloat('');
          onOpened(drawer.register);
        },
      },
    );
  };
  const fields = open.error instanceof ApiError ? open.error.fields : {};
  const atField = fields.float ?? fields.register;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <p className="text-sm text-stone-700">
        {anyOpen
          ? 'Open another register’s drawer with the cash counted into it.'
          : 'No drawer is open. Count the starting cash (like 200.00) to open one.'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label="Register"
          autoComplete="off"
          maxLength={40}
          value={register}
          onChange={(event) => setRegister(event.target.value)}
          error={fields.register}
          className="w-32 min-w-0"
        />
        <FormField
          // Cash refused for want of a drawer leads the cashier straight to opening one.
          autoFocus={focus}
          label="Starting float"
          inputMode="decimal"
          autoComplete="off"
          value={float}
          onChange={(event) => setFloat(event.target.value)}
          error={fields.float}
          className="min-w-32 flex-1"
        />
        <Button type="submit" busy={open.isPending}>
          Open drawer
        </Button>
      </div>
      {open.error && !atField && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(open.error, 'The drawer could not be opened.')}
        </p>
      )}
    </form>
  );
}
