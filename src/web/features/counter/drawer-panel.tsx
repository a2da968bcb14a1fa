import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { drawersQuery } from './counter-queries.ts';
import { CloseDrawerDialog, DrawerMovementDialog } from './drawer-dialogs.tsx';
import { overShortText, signedCents } from './over-short.ts';
import { useOpenDrawer } from './use-counter-mutations.ts';

type DrawerAction = 'paid_in' | 'paid_out' | 'close' | null;

function OpenDrawerForm({ location, focus }: { location: Location; focus: boolean }) {
  const [float, setFloat] = useState('');
  const open = useOpenDrawer(location);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(float, { onSuccess: () => setFloat('') });
  };
  const floatError = open.error instanceof ApiError ? open.error.fields.float : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <p className="text-sm text-stone-700">
        No drawer is open. Count the starting cash to open one.
      </p>
      <div className="flex items-end gap-2">
        <FormField
          // Cash refused for want of a drawer leads the cashier straight to opening one.
          autoFocus={focus}
          label="Counted float ($)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="200.00"
          value={float}
          onChange={(event) => setFloat(event.target.value)}
          error={floatError}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={open.isPending}>
          Open drawer
        </Button>
      </div>
      {open.error && !floatError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(open.error, 'The drawer could not be opened.')}
        </p>
      )}
    </form>
  );
}

function OpenDrawerFigures({ drawer }: { drawer: Drawer }) {
  const rows: [string, string][] = [
    ['Float', drawer.float],
    ['Cash sales', drawer.cashSales],
    ['Cash refunds', drawer.cashRefunds],
    ['Paid in', drawer.paidIn],
    ['Paid out', drawer.paidOut],
    ['Trade-ins paid', drawer.tradeInPayouts],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between">
          <dt className="text-stone-600">{term}</dt>
          <dd className="tabular-nums">{formatDollars(signedCents(value))}</dd>
        </div>
      ))}
      <div className="flex justify-between text-base font-bold">
        <dt>Expected cash</dt>
        <dd className="tabular-nums">{formatDollars(signedCents(drawer.expected))}</dd>
      </div>
    </dl>
  );
}

/** The count of the drawer just closed: what it should have held, what was counted, the difference. */
function ClosedDrawer({ drawer }: { drawer: Drawer }) {
  return (
    <dl aria-label="Drawer closed" className="space-y-1 rounded-md bg-stone-100 p-3 text-sm">
      <div className="flex justify-between">
        <dt>Expected</dt>
        <dd className="tabular-nums">{formatDollars(signedCents(drawer.expected))}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Counted</dt>
        <dd className="tabular-nums">{formatDollars(signedCents(drawer.counted ?? '0.00'))}</dd>
      </div>
      <div className="flex justify-between font-bold">
        <dt>Over/short</dt>
        <dd>{overShortText(signedCents(drawer.overShort ?? '0.00'))}</dd>
      </div>
    </dl>
  );
}

/**
 * The store's cash drawer: open it with a counted float, pay in and out, close it with a count.
 * A sale refused for want of an open drawer says so here, beside the way to open one.
 */
export function DrawerPanel({ location, refusal }: { location: Location; refusal: string | null }) {
  const drawers = useQuery(drawersQuery(location));
  const [action, setAction] = useState<DrawerAction>(null);
  const [lastClosed, setLastClosed] = useState<Drawer | null>(null);
  const headingId = useId();
  const drawer = drawers.data?.drawers.find((candidate) => candidate.status === 'open');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Drawer{drawer ? `: ${drawer.register}` : ''}
      </h2>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      {drawers.isPending && <p role="status">Loading the drawer...</p>}
      {drawers.isError && (
        <p role="alert" className="text-sm text-red-800">
          {failureText(drawers.error, 'The drawer could not be loaded.')}
        </p>
      )}
      {lastClosed && !drawer && <ClosedDrawer drawer={lastClosed} />}
      {drawers.isSuccess && !drawer && (
        <OpenDrawerForm key={refusal ?? ''} location={location} focus={refusal !== null} />
      )}
      {drawer && (
        <>
          <OpenDrawerFigures drawer={drawer} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setAction('paid_in')}>
              Paid in
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAction('paid_out')}>
              Paid out
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAction('close')}>
              Close drawer
            </Button>
          </div>
          {(action === 'paid_in' || action === 'paid_out') && (
            <DrawerMovementDialog
              location={location}
              drawer={drawer}
              kind={action}
              onClose={() => setAction(null)}
            />
          )}
          {action === 'close' && (
            <CloseDrawerDialog
              location={location}
              drawer={drawer}
              onClosed={setLastClosed}
              onClose={() => setAction(null)}
            />
          )}
        </>
      )}
    </section>
  );
}
