import { useId, useState } from 'react';
import type { NotBuyingEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { SelectField } from '../catalog/select-field.tsx';
import { MarkForm, MarksSection, markFieldErrors, useMarkedCard } from './mark-form.tsx';
import { markedCardLabel } from './mark-labels.ts';
import { MarkList } from './mark-list.tsx';
import { StoreCardPicker } from './store-card-picker.tsx';
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
  return (
    <MarksSection title="Not buying">
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
    </MarksSection>
  );
}

function StopBuyingForm({ location }: { location: Location }) {
  const put = usePutBuylistMark(location);
  const marked = useMarkedCard(put);
  const [target, setTarget] = useState<Target>('card');
  const formId = useId();
  const [gameType, setGameType] = useState<GameType>(GAME_TYPES[0]);
  const [setCode, setSetCode] = useState('');
  const submit = () => {
    if (target === 'card' && !marked.card) {
      marked.missing();
      return;
    }
    const mark =
      target === 'card' && marked.card
        ? { mark: 'not_buying' as const, location, cardId: marked.card.id }
        : { mark: 'not_buying' as const, location, gameType, setCode };
    put.mutate(mark, {
      onSuccess: () => {
        marked.clear();
        setSetCode('');
      },
    });
  };

  return (
    <MarkForm
      id={formId}
      label="Mark not buying"
      submitText="Stop buying"
      failureFallback="The mark could not be saved. Please try again."
      put={put}
      shownFields={target === 'card' ? ['cardId'] : ['gameType', 'setCode']}
      onSubmit={submit}
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
        <StoreCardPicker location={location} {...marked.pickerProps} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Game"
            // The Settings tab has two more Game choices: this one is read out with its form.
            within={formId}
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
            error={markFieldErrors(put).setCode}
            onChange={(event) => {
              setSetCode(event.target.value);
              put.reset();
            }}
          />
        </div>
      )}
    </MarkForm>
  );
}
