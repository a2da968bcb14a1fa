import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { testCardPaymentSchema } from '../../../domain/checkout/checkout.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failedWith } from '../../lib/api-client.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { useTestCardPayment } from './use-checkout-mutations.ts';

/**
 * The built-in test provider's card form, standing in for Stripe's Payment Element when the
 * shop has no Stripe keys. It accepts Stripe's test cards and redirects as Stripe does.
 */
export function TestCardForm({
  clientSecret,
  payLabel,
}: {
  clientSecret: string;
  payLabel: string;
}) {
  const form = useForm({
    resolver: zodResolver(testCardPaymentSchema),
    defaultValues: { clientSecret, cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const pay = useTestCardPayment();
  const payOnce = useOneAtATime(pay.mutate);
  // A paid form stays disabled while the browser leaves for the confirmation page.
  const busy = pay.isPending || pay.isSuccess;

  // The toast fades and sits far from the form; a refused card is also said at its field,
  // which is focused so a screen reader reads the reason with it.
  // The refusal goes on the field it is about (an expiry in the past on the expiry), else the number.
  const showRefusal = (error: unknown) => {
    if (!failedWith(error, 'payment_declined')) return;
    const { expiry, cvc } = error.fields;
    const field = expiry ? 'expiry' : cvc ? 'cvc' : 'cardNumber';
    form.setError(
      field,
      { type: 'server', message: error.serverMessage ?? error.message },
      { shouldFocus: true },
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((payment) => payOnce(payment, { onError: showRefusal }))}
      className="space-y-4"
    >
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Test mode</strong>: no real card is charged. Use 4242 4242 4242 4242 with any
          future date and any CVC; 4000 0000 0000 0002 is declined.
        </span>
      </p>
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <FormField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register('cvc')}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
