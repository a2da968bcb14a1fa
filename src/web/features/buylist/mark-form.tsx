import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import type { PickedCard } from './store-card-picker.tsx';
import type { usePutBuylistMark } from './use-buylist-mutations.ts';

type MarkMutation = ReturnType<typeof usePutBuylistMark>;

/** A titled part of the buylist settings: the marks it lists, then the form that adds one. */
export function MarksSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="font-semibold">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The field errors the server answered for a mark, keyed by field. */
export const markFieldErrors = (put: MarkMutation) =>
  put.error instanceof ApiError ? put.error.fields : {};

/**
 * The frame both mark forms share: the labelled form, the one failure no shown field carries
 * (so a refusal is never silent), and the submit button.
 */
export function MarkForm({
  id,
  label,
  submitText,
  failureFallback,
  put,
  shownFields,
  onSubmit,
  children,
}: {
  /** For a control inside that is read out with the form's name. */
  id?: string;
  label: string;
  submitText: string;
  failureFallback: string;
  put: MarkMutation;
  shownFields: readonly string[];
  onSubmit: () => void;
  children: ReactNode;
}) {
  const fields = markFieldErrors(put);
  const elsewhere = Object.entries(fields).find(([name]) => !shownFields.includes(name))?.[1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      noValidate
      id={id}
      onSubmit={submit}
      aria-label={label}
      className="space-y-3 rounded-md border border-stone-200 p-3"
    >
      {children}
      {(elsewhere || (put.error && Object.keys(fields).length === 0)) && (
        <p role="alert" className="text-sm text-red-700">
          {elsewhere ?? failureText(put.error, failureFallback)}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={put.isPending}>
        {submitText}
      </Button>
    </form>
  );
}

/**
 * The card a mark form names: picking one clears the "Choose a card first" message and the
 * last refusal; `missing()` reports a submit without one.
 */
export function useMarkedCard(put: MarkMutation) {
  const [card, setCard] = useState<PickedCard | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  return {
    card,
    pickerProps: {
      picked: card,
      onPick: (picked: PickedCard | null) => {
        setCard(picked);
        setCardMissing(false);
        put.reset();
      },
      error: cardMissing ? 'Choose a card first' : markFieldErrors(put).cardId,
    },
    missing: () => {
      setCardMissing(true);
    },
    clear: () => setCard(null),
  };
}
