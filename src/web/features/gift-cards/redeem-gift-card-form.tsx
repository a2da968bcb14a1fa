import { type FormEvent, useState } from 'react';
import { redeemGiftCardRequestSchema } from '../../../domain/gift-cards/gift-card.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { useRedeemGiftCard } from './use-gift-card-mutations.ts';

/** Redeem a gift card: its code moves the card's value into the customer's store credit. */
export function RedeemGiftCardForm() {
  const redeem = useRedeemGiftCard();
  // A second send of a redeemed code is refused, and its refusal would replace the success.
  const redeemOnce = useOneAtATime(redeem.mutate);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const refusal = redeem.error instanceof ApiError ? redeem.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = redeemGiftCardRequestSchema.safeParse({ code });
    setProblem(request.error?.issues[0]?.message);
    if (request.success) redeemOnce(request.data.code, { onSuccess: () => setCode('') });
  };

  return (
    <section
      aria-labelledby="redeem-gift-card-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="redeem-gift-card-heading" className="text-lg font-bold">
        Redeem a gift card
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label="Gift card code"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ?? (refusal ? (refusal.fields.code ?? refusal.serverMessage) : undefined)}
          className="sm:w-80"
        />
        {/* Level with the field below its label, not with an error under the field. */}
        <Button type="submit" busy={redeem.isPending} className="sm:mt-6">
          Redeem
        </Button>
      </form>
      {redeem.data && (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          ${redeem.data.amount} from the gift card ending {redeem.data.lastFour} is now store
          credit. Your balance is ${redeem.data.balance}.
        </p>
      )}
    </section>
  );
}
