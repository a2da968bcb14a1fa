import { type FormEvent, useRef, useState } from 'react';
import {
  CARD_CONDITIONS,
  CARD_FINISH_LABELS,
  type CardCondition,
} from '../../../domain/catalog/options.ts';
import {
  MAX_LINE_QUANTITY,
  type TradeIn,
  type TradeInChange,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { lineTotal } from './trade-in-lines.ts';

type Line = TradeIn['lines'][number];
type GradeLine = NonNullable<TradeInChange['lines']>[number];
type Grade = (grade: Omit<GradeLine, 'id'>) => void;

const CONDITION_OPTIONS = CARD_CONDITIONS.map((value) => ({ value, label: value }));

/** A line's copies: sent when the field is left or Enter pressed, and only when changed. */
function QuantityField({ line, busy, onGrade }: { line: Line; busy: boolean; onGrade: Grade }) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  const commit = () => {
    const next = Number(quantity);
    if (Number.isInteger(next) && next >= 1 && next !== line.quantity) onGrade({ quantity: next });
    else setQuantity(String(line.quantity));
  };
  return (
    <FormField
      label="Quantity"
      item={line.name}
      type="number"
      min={1}
      max={MAX_LINE_QUANTITY}
      value={quantity}
      disabled={busy}
      onChange={(event) => setQuantity(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="w-24"
    />
  );
}

/** Reject with a "Reason", or take a rejection back. */
function RejectControl({ line, busy, onGrade }: { line: Line; busy: boolean; onGrade: Grade }) {
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  if (line.rejectReason !== null) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onGrade({ rejectReason: null })}
      >
        Buy it after all<span className="sr-only"> {line.name}</span>
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(reason.trim() === '');
    if (reason.trim() !== '') onGrade({ rejectReason: reason.trim() });
  };
  return (
    <form onSubmit={submit} className="flex items-start gap-2">
      <FormField
        label="Reason"
        item={line.name}
        placeholder="Why it is not bought"
        maxLength={200}
        error={blank ? 'Say why it is not bought' : undefined}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="min-w-0 flex-1"
      />
      {/* Level with the field below its label, not with an error under the field. */}
      <Button type="submit" variant="danger" disabled={busy} className="mt-6">
        Reject<span className="sr-only"> {line.name}</span>
      </Button>
    </form>
  );
}

type Part = 'condition' | 'quantity' | 'reject';

/**
 * One line of a trade-in: the card, its grade and what it comes to; while the trade-in is
 * received, its "Condition" (repriced by the server), "Quantity" and **Reject** with a "Reason",
 * each named with the card, since every line has them.
 */
export function TradeInLineItem({
  line,
  grading,
  busy,
  onGrade,
}: {
  line: Line;
  grading: boolean;
  busy: boolean;
  /** Sends the grade; `onLanded` runs once the server has answered it, either way. */
  onGrade: (grade: GradeLine, onLanded: () => void) => void;
}) {
  // The controls are disabled while a grade is sent (and Reject swaps for "Buy it after all"),
  // so the browser drops focus to the page's start: once the answer lands, the keyboard comes
  // back to the part of this line that was used. Only this line's own grades move it.
  const areas = {
    condition: useRef<HTMLDivElement>(null),
    quantity: useRef<HTMLDivElement>(null),
    reject: useRef<HTMLDivElement>(null),
  };
  const [landed, setLanded] = useState<{ part: Part }>({ part: 'condition' });
  useFocusAfterSwap(areas[landed.part], landed);
  const gradeFrom =
    (part: Part): Grade =>
    (change) =>
      onGrade({ id: line.id, ...change }, () => setLanded({ part }));
  const rejected = line.rejectReason !== null;
  return (
    <li aria-label={line.name} className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className={`font-semibold ${rejected ? 'text-stone-500 line-through' : ''}`}>
            {line.name}
          </p>
          <p className="text-sm text-stone-600">
            {[line.setName, line.setCode, line.collectorNumber && `#${line.collectorNumber}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm">
            {line.condition} · {CARD_FINISH_LABELS[line.finish]} · {line.quantity} ×{' '}
            {formatApiPrice(line.cashPrice)} cash / {formatApiPrice(line.creditPrice)} credit
          </p>
          {rejected && (
            <p className="text-sm font-medium text-red-700">Rejected: {line.rejectReason}</p>
          )}
        </div>
        <p className="text-right text-sm tabular-nums">
          <span className="block font-semibold">
            {rejected ? '$0.00' : lineTotal(line.cashPrice, line.quantity)} cash
          </span>
          <span className="block text-stone-700">
            {rejected ? '$0.00' : lineTotal(line.creditPrice, line.quantity)} credit
          </span>
        </p>
      </div>
      {grading && (
        <div className="flex flex-wrap items-start gap-2">
          {!rejected && (
            <>
              <div ref={areas.condition} className="w-44">
                <FormSelect
                  label="Condition"
                  item={line.name}
                  options={CONDITION_OPTIONS}
                  value={line.condition}
                  disabled={busy}
                  onChange={(event) =>
                    gradeFrom('condition')({ condition: event.target.value as CardCondition })
                  }
                />
              </div>
              <div ref={areas.quantity}>
                <QuantityField
                  key={line.quantity}
                  line={line}
                  busy={busy}
                  onGrade={gradeFrom('quantity')}
                />
              </div>
            </>
          )}
          <div ref={areas.reject} className="min-w-56 flex-1">
            <RejectControl line={line} busy={busy} onGrade={gradeFrom('reject')} />
          </div>
        </div>
      )}
    </li>
  );
}
