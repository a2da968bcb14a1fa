import { Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_PRESETS_CENTS,
} from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import { LOCATIONS, type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { FormTextarea } from '../../components/ui/form-textarea.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { rememberRedirect } from '../auth/redirect-after-login.ts';
import { useCart } from '../cart/cart-context.tsx';
import { useAddGiftCard } from './use-gift-card-mutations.ts';

const CUSTOM = 'custom';
const STORE_OPTIONS = LOCATIONS.map((location) => ({
  value: location,
  label: storeName(location),
}));

/** The amount buttons, the custom amount, who it is for, and Add to cart. */
export function GiftCardForm() {
  const { isAuthenticated } = useAuth();
  const { items } = useCart();
  const add = useAddGiftCard();
  // Each send is a new card in the cart: a double press must not put two in it.
  const addOnce = useOneAtATime(add.mutate);
  // A cart holds one store's items: a card joins the store already in it, even when the cart
  // arrives after the form, unless the player has picked a store themselves.
  const [chosenLocation, setLocation] = useState<Location | null>(null);
  const location = chosenLocation ?? items[0]?.location ?? 'nlr';
  const [preset, setPreset] = useState<string>(formatPrice(GIFT_CARD_PRESETS_CENTS[1]));
  const [custom, setCustom] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const refusal = add.error instanceof ApiError ? add.error : null;
  const amount = preset === CUSTOM ? custom : preset;
  // Said of the amount sent: once it is changed, the refusal no longer speaks of it.
  const amountError = add.variables?.amount === amount ? refusal?.fields.amount : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addOnce({ location, amount, recipientEmail, message });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-5"
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Amount</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {[...GIFT_CARD_PRESETS_CENTS.map((cents) => formatPrice(cents)), CUSTOM].map((value) => (
            <label
              key={value}
              className={`relative flex h-11 cursor-pointer items-center justify-center rounded-md border-2 font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 ${
                preset === value
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-stone-300 text-stone-800 hover:border-emerald-600'
              }`}
            >
              <input
                type="radio"
                name="amount"
                value={value}
                checked={preset === value}
                onChange={() => setPreset(value)}
                // Over the whole button, unseen: a tap or a click lands on the radio itself.
                className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
              />
              {value === CUSTOM ? 'Custom' : `$${value.replace('.00', '')}`}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === CUSTOM && (
        <FormField
          label="Custom amount"
          inputMode="decimal"
          placeholder="75.00"
          hint={`From ${formatDollars(GIFT_CARD_MIN_CENTS)} to ${formatDollars(GIFT_CARD_MAX_CENTS)}`}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          error={amountError}
          required
        />
      )}
      {preset !== CUSTOM && amountError && <p className="text-sm text-red-700">{amountError}</p>}
      <FormSelect
        label="Store"
        options={STORE_OPTIONS}
        value={location}
        onChange={(event) => setLocation(event.target.value as Location)}
        error={refusal?.fields.location}
      />
      <FormField
        label="Recipient e-mail (optional)"
        type="email"
        autoComplete="off"
        hint="We e-mail the code there. Leave it blank to get the code yourself."
        value={recipientEmail}
        onChange={(event) => setRecipientEmail(event.target.value)}
        error={refusal?.fields.recipientEmail}
      />
      <FormTextarea
        label="Message (optional)"
        maxLength={500}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={refusal?.fields.message}
      />
      {refusal && Object.keys(refusal.fields).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {refusal.serverMessage}
        </p>
      )}
      {isAuthenticated ? (
        <Button type="submit" busy={add.isPending}>
          <Gift aria-hidden className="size-4" />
          Add to cart
        </Button>
      ) : (
        <Link
          to="/login"
          onClick={() => rememberRedirect('/gift-cards')}
          className={buttonClasses()}
        >
          Sign in to buy a gift card
        </Link>
      )}
    </form>
  );
}
