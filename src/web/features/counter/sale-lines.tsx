import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { discountOff } from '../../../domain/counter/sale-totals.rules.ts';
import {
  GIFT_CARD_AMOUNT_EXAMPLE,
  giftCardAmountProblem,
} from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars, formatPrice, parsePrice } from '../../../domain/money/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { CONTROL_CLASSES } from '../../components/ui/labelled-control.tsx';
import { DiscountDialog, OverridePriceDialog } from './price-change-dialogs.tsx';
import { type DraftLine, MAX_QUANTITY, type SaleAction, unitPriceCents } from './sale-draft.ts';
import { ruleDiscount } from './sale-estimate.ts';

type Editing = { key: string; what: 'price' | 'discount' } | null;

function QuantityStepper({
  line,
  dispatch,
}: {
  line: DraftLine;
  dispatch: (action: SaleAction) => void;
}) {
  const set = (quantity: number) => dispatch({ type: 'quantity', key: line.key, quantity });
  const id = useId();
  return (
    <div className="flex flex-col items-center gap-0.5">
      {/* Seen by the cashier; its name for assistive technology also says which line. */}
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        Quantity
      </label>
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Decrease quantity of ${line.name}`}
          disabled={line.quantity <= 1}
          onClick={() => set(line.quantity - 1)}
        >
          <Minus aria-hidden className="size-4" />
        </Button>
        <input
          id={id}
          aria-label={`Quantity of ${line.name}`}
          inputMode="numeric"
          className={`h-10 w-14 text-center ${CONTROL_CLASSES}`}
          value={line.quantity}
          onChange={(event) => {
            const quantity = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(quantity)) set(quantity);
          }}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Increase quantity of ${line.name}`}
          disabled={line.quantity >= MAX_QUANTITY}
          onClick={() => set(line.quantity + 1)}
        >
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
}

/** A gift card's value, typed by staff; the line keeps the last amount the rules allow. */
function GiftCardAmount({
  line,
  dispatch,
}: {
  line: DraftLine;
  dispatch: (action: SaleAction) => void;
}) {
  const [text, setText] = useState(formatPrice(line.listPriceCents));
  const cents = parsePrice(text);
  const problem = cents === null ? GIFT_CARD_AMOUNT_EXAMPLE : giftCardAmountProblem(cents);
  return (
    <FormField
      label="Amount"
      item={line.name}
      inputMode="decimal"
      value={text}
      error={problem ?? undefined}
      className="w-36"
      onChange={(event) => {
        setText(event.target.value);
        const typed = parsePrice(event.target.value);
        if (typed !== null && !giftCardAmountProblem(typed)) {
          dispatch({ type: 'amount', key: line.key, amountCents: typed });
        }
      }}
    />
  );
}

function LineRow({
  line,
  manager,
  refusal,
  dispatch,
  onEdit,
}: {
  line: DraftLine;
  manager: boolean;
  refusal: string | undefined;
  dispatch: (action: SaleAction) => void;
  onEdit: (what: 'price' | 'discount') => void;
}) {
  const gross = unitPriceCents(line) * line.quantity;
  const off = discountOff(gross, ruleDiscount(line.discount));
  return (
    <li className="space-y-2 px-3 py-3" aria-label={line.name}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-semibold wrap-anywhere">{line.name}</p>
          <p className="text-sm text-stone-600">
            {formatDollars(unitPriceCents(line))} each
            {line.override && (
              <span>
                {' '}
                (listed {formatDollars(line.listPriceCents)}: {line.override.reason})
              </span>
            )}
          </p>
          {line.discount && (
            <p className="text-sm text-emerald-800">
              −{formatDollars(off)}{' '}
              {line.discount.kind === 'percent' ? `(${line.discount.value}%)` : ''}{' '}
              {line.discount.reason}
            </p>
          )}
        </div>
        {line.itemId === null ? (
          <GiftCardAmount line={line} dispatch={dispatch} />
        ) : (
          <QuantityStepper line={line} dispatch={dispatch} />
        )}
        <p className="w-20 text-right font-semibold tabular-nums">{formatDollars(gross - off)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {manager && line.itemId !== null && (
          <>
            <Button variant="secondary" size="sm" onClick={() => onEdit('price')}>
              Override price<span className="sr-only"> {line.name}</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onEdit('discount')}>
              Discount<span className="sr-only"> {line.name}</span>
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${line.name}`}
          onClick={() => dispatch({ type: 'remove', key: line.key })}
        >
          <Trash2 aria-hidden className="size-4" />
          Remove
        </Button>
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
    </li>
  );
}

/** The sale's lines; a manager also overrides prices and gives discounts here. */
export function SaleLines({
  lines,
  manager,
  refusals,
  dispatch,
}: {
  lines: readonly DraftLine[];
  manager: boolean;
  /** A refusal's message per line key (the server's `insufficient_stock`). */
  refusals: Partial<Record<string, string>>;
  dispatch: (action: SaleAction) => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing && lines.find((line) => line.key === editing.key);
  if (lines.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
        No items yet. Scan a barcode or search to add one.
      </p>
    );
  return (
    <>
      <ul
        aria-label="Sale lines"
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white"
      >
        {lines.map((line) => (
          <LineRow
            key={line.key}
            line={line}
            manager={manager}
            refusal={refusals[line.key]}
            dispatch={dispatch}
            onEdit={(what) => setEditing({ key: line.key, what })}
          />
        ))}
      </ul>
      {edited && editing.what === 'price' && (
        <OverridePriceDialog
          line={edited}
          onSave={(override) => dispatch({ type: 'override', key: edited.key, override })}
          onClose={() => setEditing(null)}
        />
      )}
      {edited && editing.what === 'discount' && (
        <DiscountDialog
          title={`Discount: ${edited.name}`}
          discount={edited.discount}
          onSave={(discount) => dispatch({ type: 'discount', key: edited.key, discount })}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
