import { type FormEvent, useId, useState } from 'react';
import type { NotBuyingEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { SelectField } from '../catalog/select-field.tsx';
import { markedCardLabel } from './mark-labels.ts';
import { MarkList } from './mark-list.tsx';
import { type PickedCard, StoreCardPicker } from './store-card-picker.tsx';
import { usePutBuylistMark } from './use-buylist-mutations.ts';

type Target = 'card' | 'set';

const TARGET_OPTIONS = [
  { value: 'card', label: 'One card' },
  { value: 'set', label: 'A whole set' },
];

const GAME_OPTIONS = GAME_TYPES.map((game) => ({ value: game, label: game }));

/** The cards and sets the store does not buy, and the Stop buying form. */
export function NotBuyingSection({
  location,
  notBuying,
}: {
  location: Location;
  notBuying: readonly NotBuyingEntry[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="font-semibold">
        Not buying
      </h4>
      <MarkList
        location={location}
        label="Cards and sets not bought"
        entries={notBuying}
        describe={(entry) =>
          entry.card
            ? { title: markedCardLabel(entry.card), detail: `${entry.gameType} card` }
            : { title: `Set ${entry.setCode ?? ''}`, detail: `${entry.gameType}, every card` }
        }
        emptyText="The store buys every card its terms price."
      />
      <StopBuyingForm location={location} />
    </section>
  );
}

function StopBuyingForm({ location }: { location: Location }) {
  const put = usePutBuylistMark(location);
  const [target, setTarget] = useState<Target>('card');
  const [card, setCard] = useState<PickedCard | null>(null);
  const [cardMissing, setCardMissing] = useState(false);
  const [gameType, setGameType] = useState<GameType>(GAME_TYPES[0]);
  const [setCode, setSetCode] = useState('');
  const fields = put.error instanceof ApiError ? put.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === 'card' && !card) {
      setCardMissing(true);
      return;
    }
    const mark =
      target === 'card' && card
        ? { mark: 'not_buying' as const, location, cardId: card.id }
        : { mark: 'not_buying' as const, location, gameType, setCode };
    put.mutate(mark, {
      onSuccess: () => {
        setCard(null);
        setSetCode('');
      },
    });
  };
  const shown = target === 'card' ? ['cardId'] : ['gameType', 'setCode'];
  const elsewhere = Object.entries(fields).find(([name]) => !shown.includes(name))?.[1];

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Mark not buying"
      className="space-y-3 rounded-md border border-stone-200 p-3"
    >
      <SelectField
        label="Card or set"
        value={target}
        options={TARGET_OPTIONS}
        onChange={(value) => {
          setTarget(value === 'set' ? 'set' : 'card');
          put.reset();
        }}
      />
      {target === 'card' ? (
        <StoreCardPicker
          location={location}
          picked={card}
          onPick={(picked) => {
            setCard(picked);
            setCardMissing(false);
            put.reset();
          }}
          error={cardMissing ? 'Choose a card first' : fields.cardId}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Game"
            value={gameType}
            options={GAME_OPTIONS}
            onChange={(value) => {
              setGameType(GAME_TYPES.find((game) => game === value) ?? GAME_TYPES[0]);
              put.reset();
            }}
          />
          <FormField
            label="Set code"
            autoComplete="off"
            value={setCode}
            error={fields.setCode}
            onChange={(event) => {
              setSetCode(event.target.value);
              put.reset();
            }}
          />
        </div>
      )}
      {(elsewhere || (put.error && Object.keys(fields).length === 0)) && (
        <p role="alert" className="text-sm text-red-700">
          {elsewhere ?? failureText(put.error, 'The mark could not be saved. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={put.isPending}>
        Stop buying
      </Button>
    </form>
  );
}
