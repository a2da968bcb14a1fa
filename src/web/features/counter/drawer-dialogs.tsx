import { type FormEvent, useState } from 'react';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import {
  countedCents,
  DENOMINATIONS,
  type Denomination,
} from '../../../domain/counter/drawer.rules.ts';
import { formatDollars, formatPrice, parsePrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { signedCents } from '../../lib/format.ts';
import { overShortText } from './over-short.ts';
import { useCloseDrawer, useMoveDrawerCash } from './use-counter-mutations.ts';

const MOVEMENT_TITLES = { paid_in: 'Paid in', paid_out: 'Paid out' } as const;

function Refusal({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {failureText(error, fallback)}
    </p>
  );
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fields[field] : undefined;

/** Cash put in or taken out of the drawer, with the reason ("pizza for the prerelease"). */
export function DrawerMovementDialog({
  location,
  drawer,
  kind,
  onClose,
}: {
  location: Location;
  drawer: Drawer;
  kind: 'paid_in' | 'paid_out';
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const move = useMoveDrawerCash(location, drawer.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ kind, amount, reason }, { onSuccess: onClose });
  };
  const atField = fieldError(move.error, 'amount') ?? fieldError(move.error, 'reason');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${MOVEMENT_TITLES[kind]}: ${drawer.register}`}
      submitLabel={MOVEMENT_TITLES[kind]}
      submitting={move.isPending}
      onSubmit={submit}
    >
      <FormField
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldError(move.error, 'amount')}
      />
      <FormField
        label="Reason"
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(move.error, 'reason')}
      />
      {!atField && <Refusal error={move.error} fallback="The drawer could not be updated." />}
    </FormDialog>
  );
}

const denominationLabel = (denomination: Denomination) =>
  Number(denomination) >= 1 ? `$${denomination}` : `${Math.round(Number(denomination) * 100)}¢`;

type Counts = Partial<Record<Denomination, number>>;

/** Counts the cash (by denomination or as one total) and shows expected, counted and over/short. */
export function CloseDrawerDialog({
  location,
  drawer,
  onClosed,
  onClose,
}: {
  location: Location;
  drawer: Drawer;
  onClosed: (closed: Drawer) => void;
  onClose: () => void;
}) {
  const [byDenomination, setByDenomination] = useState(true);
  const [counts, setCounts] = useState<Counts>({});
  const [total, setTotal] = useState('');
  const close = useCloseDrawer(location, drawer.id, onClosed);
  const expected = signedCents(drawer.expected);
  const counted = byDenomination ? countedCents(counts) : parsePrice(total);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(
      {
        counted: byDenomination ? formatPrice(countedCents(counts)) : total,
        ...(byDenomination ? { denominations: counts } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Close drawer: ${drawer.register}`}
      submitLabel="Close drawer"
      submitting={close.isPending}
      onSubmit={submit}
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={byDenomination}
          onChange={(event) => setByDenomination(event.target.checked)}
        />
        Count by denomination
      </label>
      {byDenomination ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DENOMINATIONS.map((denomination) => (
            <FormField
              key={denomination}
              label={`${denominationLabel(denomination)} count`}
              inputMode="numeric"
              autoComplete="off"
              value={counts[denomination] ?? ''}
              onChange={(event) => {
                const count = Number.parseInt(event.target.value, 10);
                setCounts({ ...counts, [denomination]: Number.isFinite(count) ? count : 0 });
              }}
            />
          ))}
        </div>
      ) : (
        <FormField
          label="Counted total ($)"
          inputMode="decimal"
          autoComplete="off"
          value={total}
          onChange={(event) => setTotal(event.target.value)}
          error={fieldError(close.error, 'counted')}
        />
      )}
      <dl className="space-y-1 rounded-md bg-stone-100 p-3">
        <div className="flex justify-between">
          <dt>Expected</dt>
          <dd>{formatDollars(expected)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Counted</dt>
          <dd>{counted === null ? '…' : formatDollars(counted)}</dd>
        </div>
        <div className="flex justify-between font-bold">
          <dt>Over/short</dt>
          <dd>{counted === null ? '…' : overShortText(counted - expected)}</dd>
        </div>
      </dl>
      <Refusal error={close.error} fallback="The drawer could not be closed." />
    </FormDialog>
  );
}
