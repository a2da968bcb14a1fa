import { type FormEvent, useState } from 'react';
import { CARD_BRANDS } from '../../../domain/counter/counter-sale.contract.ts';
import { QUICK_CASH_CENTS } from '../../../domain/counter/drawer.rules.ts';
import { formatDollars, formatPrice, parsePrice } from '../../../domain/money/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { cashTender, type DraftTender } from './tender-draft.ts';

/** What every tender form is given: what is due, and where to add the tender. */
interface TenderFormProps {
  dueCents: number;
  onAdd: (tender: DraftTender) => void;
}

const newId = () => crypto.randomUUID();

/** An amount field's value, or a message for what is wrong with it. */
function readAmount(text: string, most: number): number | string {
  const cents = parsePrice(text);
  if (cents === null || cents === 0) return 'Enter an amount like 12.50';
  if (cents > most) return `At most ${formatDollars(most)}`;
  return cents;
}

export function CashForm({
  dueCents,
  onAdd,
  registerWithoutDrawer,
}: TenderFormProps & {
  /** The screen's register when no drawer of it is open: cash cannot complete the sale yet. */
  registerWithoutDrawer: string | null;
}) {
  const [tendered, setTendered] = useState('');
  const [error, setError] = useState<string>();
  const typed = parsePrice(tendered);
  const pay = (cents: number) => {
    const tender = cashTender(newId(), cents, dueCents);
    if (!tender) return setError('Enter the cash handed over, like 20.00');
    onAdd(tender);
    setTendered('');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay(typed ?? 0);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {registerWithoutDrawer !== null && (
        <p className="text-sm font-medium text-amber-800">
          Open the {registerWithoutDrawer} register’s drawer to take cash.
        </p>
      )}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Quick cash</legend>
        <Button variant="secondary" onClick={() => pay(dueCents)} disabled={dueCents === 0}>
          Exact
        </Button>
        {QUICK_CASH_CENTS.map((cents) => (
          <Button
            key={cents}
            variant="secondary"
            onClick={() => pay(cents)}
            disabled={dueCents === 0}
          >
            {`$${cents / 100}`}
          </Button>
        ))}
      </fieldset>
      <div className="flex items-end gap-2">
        <FormField
          label="Amount tendered ($)"
          inputMode="decimal"
          autoComplete="off"
          value={tendered}
          onChange={(event) => setTendered(event.target.value)}
          error={error}
          hint={
            typed !== null && typed > dueCents
              ? `Change due: ${formatDollars(typed - dueCents)}`
              : undefined
          }
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={dueCents === 0}>
          Add cash
        </Button>
      </div>
    </form>
  );
}

const BRAND_OPTIONS = CARD_BRANDS.map((brand) => ({ value: brand, label: brand }));

/** The store's terminal took the card: only its brand, last four and reference are kept. */
export function CardForm({ dueCents, onAdd }: TenderFormProps) {
  const [amount, setAmount] = useState('');
  const [brand, setBrand] = useState('Visa');
  const [last4, setLast4] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; last4?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = amount.trim() === '' ? dueCents : readAmount(amount, dueCents);
    const next = {
      ...(typeof cents === 'string' ? { amount: cents } : {}),
      // As the server takes it: four digits when given, and nothing when the slip has none.
      ...(last4 === '' || /^\d{4}$/.test(last4)
        ? {}
        : { last4: 'The last four digits of the card' }),
    };
    setErrors(next);
    if (typeof cents === 'string' || next.last4) return;
    onAdd({
      id: newId(),
      method: 'card',
      amountCents: cents,
      cardBrand: brand,
      ...(last4 ? { last4 } : {}),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    });
    setAmount('');
    setLast4('');
    setReference('');
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <FormField
        label="Card amount ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatPrice(dueCents)}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <FormSelect
        label="Card brand"
        options={BRAND_OPTIONS}
        value={brand}
        onChange={(event) => setBrand(event.target.value)}
      />
      <FormField
        label="Last four digits"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={last4}
        onChange={(event) => setLast4(event.target.value.replace(/\D/g, ''))}
        error={errors.last4}
      />
      <FormField
        label="Terminal reference"
        autoComplete="off"
        maxLength={60}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <Button type="submit" className="sm:col-span-2" disabled={dueCents === 0}>
        Add card payment
      </Button>
    </form>
  );
}

/** Credit up to the attached customer's balance and what is due. */
export function StoreCreditForm({
  dueCents,
  onAdd,
  balanceCents,
}: TenderFormProps & { balanceCents: number | null }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  if (balanceCents === null)
    return (
      <p className="text-sm text-stone-600">Attach a customer to pay with their store credit.</p>
    );
  const most = Math.min(balanceCents, dueCents);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = amount.trim() === '' ? most : readAmount(amount, most);
    if (typeof cents === 'string') return setError(cents);
    if (cents === 0) return setError('No store credit to use');
    onAdd({ id: newId(), method: 'store_credit', amountCents: cents });
    setAmount('');
    setError(undefined);
  };
  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2">
      <FormField
        label="Store credit ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatPrice(most)}
        hint={`Balance ${formatDollars(balanceCents)}`}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={most === 0}>
        Use credit
      </Button>
    </form>
  );
}

/**
 * A gift card's code and how much of it pays. With a customer attached the card is redeemed
 * onto their store credit and the sale spends from there; a walk-in pays with the card itself.
 * Either way, what the sale leaves stays theirs (the server says how much is left when asked
 * for more).
 */
export function GiftCardForm({ dueCents, onAdd }: TenderFormProps) {
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ code?: string; amount?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = amount.trim() === '' ? dueCents : readAmount(amount, dueCents);
    const next = {
      ...(code.trim() ? {} : { code: 'Enter the gift card’s code' }),
      ...(typeof cents === 'string' ? { amount: cents } : {}),
    };
    setErrors(next);
    if (typeof cents === 'string' || next.code) return;
    onAdd({ id: newId(), method: 'gift_card', amountCents: cents, code: code.trim() });
    setCode('');
    setAmount('');
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <FormField
        label="Gift card code"
        autoComplete="off"
        maxLength={40}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
      />
      <FormField
        label="Gift card amount ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatPrice(dueCents)}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <Button type="submit" className="sm:col-span-2" disabled={dueCents === 0}>
        Add gift card
      </Button>
    </form>
  );
}
