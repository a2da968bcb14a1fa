import { useQuery } from '@tanstack/react-query';
import { type Ref, useId, useRef, useState } from 'react';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { failureText } from '../../lib/api-client.ts';
import { signedCents } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { drawersQuery } from './counter-queries.ts';
import { CloseDrawerDialog, DrawerMovementDialog } from './drawer-dialogs.tsx';
import { OpenDrawerForm } from './open-drawer-form.tsx';
import { overShortText } from './over-short.ts';

type DrawerAction = 'paid_in' | 'paid_out' | 'close' | null;

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
function ClosedDrawer({ drawer, ref }: { drawer: Drawer; ref: Ref<HTMLDListElement> }) {
  return (
    <dl
      ref={ref}
      tabIndex={-1}
      aria-label={`Drawer closed: ${drawer.register}`}
      className="space-y-1 rounded-md bg-stone-100 p-3 text-sm"
    >
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

/** Each open drawer by its register, the one this screen rings on marked. */
function OpenDrawers({
  drawers,
  register,
}: {
  drawers: readonly Drawer[];
  register: string | null;
}) {
  return (
    <ul aria-label="Open drawers" className="divide-y divide-stone-100 text-sm">
      {drawers.map((drawer) => (
        <li key={drawer.id} className="flex flex-wrap justify-between gap-x-2 py-1">
          <span>
            <strong>{drawer.register}</strong>
            {drawer.register === register && ' (this screen)'}
            <span className="text-stone-600"> · opened by {drawer.openedBy}</span>
          </span>
          <span className="tabular-nums">
            Expected {formatDollars(signedCents(drawer.expected))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Paid in, paid out and close, for the drawer of the register this screen rings on. */
function DrawerActions({
  location,
  drawer,
  onClosed,
}: {
  location: Location;
  drawer: Drawer;
  onClosed: (closed: Drawer) => void;
}) {
  const [action, setAction] = useState<DrawerAction>(null);
  return (
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
          onClosed={onClosed}
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}

/**
 * The store's cash drawers: the register this screen rings on (chosen here when several are
 * open), each open drawer, and paid in, paid out and close for this screen's. A sale refused
 * for want of an open drawer says so here, beside the way to open one.
 */
export function DrawerPanel({
  location,
  refusal,
  register,
  onChooseRegister,
}: {
  location: Location;
  refusal: string | null;
  /** The register this screen rings on; null while several drawers are open and none chosen. */
  register: string | null;
  onChooseRegister: (register: string) => void;
}) {
  const drawers = useQuery(drawersQuery(location));
  const [adding, setAdding] = useState(false);
  const [lastClosed, setLastClosed] = useState<Drawer | null>(null);
  const headingId = useId();
  const open = drawers.data?.drawers.filter((candidate) => candidate.status === 'open') ?? [];
  const drawer = open.find((candidate) => candidate.register === register);
  // Closing this screen's drawer takes its actions away, Close drawer and its dialog with them,
  // and opening one takes the form away: the keyboard goes to the count just recorded, or to
  // the opened drawer's first action, not to the page's start.
  const section = useRef<HTMLElement>(null);
  const closedCount = useRef<HTMLDListElement>(null);
  useFocusAfterSwap(drawer ? section : closedCount, drawer?.id ?? null);
  const opening = drawers.isSuccess && (open.length === 0 || adding || refusal !== null);
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          Drawer
        </h2>
        <p className="text-sm font-semibold">
          {register === null ? 'Register: not chosen' : `Register: ${register}`}
        </p>
      </div>
      {open.length > 1 && (
        <FormSelect
          label="Register"
          value={register ?? ''}
          onChange={(event) => onChooseRegister(event.target.value)}
          options={[
            ...(register === null ? [{ value: '', label: 'Choose this screen’s register' }] : []),
            ...open.map((candidate) => ({ value: candidate.register, label: candidate.register })),
          ]}
        />
      )}
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
      {open.length > 0 && <OpenDrawers drawers={open} register={register} />}
      {open.length > 1 && register === null && (
        <p className="text-sm text-stone-700">
          Choose the register this screen rings on to sell, pay in, pay out or close its drawer.
        </p>
      )}
      {lastClosed && <ClosedDrawer ref={closedCount} drawer={lastClosed} />}
      {drawer && (
        <DrawerActions
          key={drawer.id}
          location={location}
          drawer={drawer}
          onClosed={setLastClosed}
        />
      )}
      {opening ? (
        <OpenDrawerForm
          key={refusal ?? ''}
          location={location}
          focus={refusal !== null || adding}
          anyOpen={open.length > 0}
          onOpened={(opened) => {
            setAdding(false);
            onChooseRegister(opened);
          }}
        />
      ) : (
        drawers.isSuccess && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            Open another drawer
          </Button>
        )
      )}
    </section>
  );
}
