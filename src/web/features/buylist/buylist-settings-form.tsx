import { useQuery } from '@tanstack/react-query';
import type { BuyTermsAnswer } from '../../../domain/buylist/buylist-settings.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureText } from '../../lib/api-client.ts';
import { PerGameSettings } from '../admin/settings/per-game-settings.tsx';
import { SettingsSection } from '../admin/settings/settings-section.tsx';
import { useSettingsDraft } from '../admin/settings/use-settings-draft.ts';
import {
  type ConditionFactorsDraft,
  ConditionFactorsFieldset,
  conditionFactorsDraft,
} from '../catalog/condition-factors-fieldset.tsx';
import { buylistMarksQuery, buylistSettingsQuery } from './buylist-queries.ts';
import { HotlistSection } from './hotlist-section.tsx';
import { NotBuyingSection } from './not-buying-section.tsx';
import { useSaveBuyTerms } from './use-buylist-mutations.ts';

/** The dashboard's Buylist settings: what the store pays for each game's cards, its hotlist and what it does not buy. */
export function BuylistSettingsForm({ location }: { location: Location }) {
  const settings = useQuery(buylistSettingsQuery(location));
  return (
    <SettingsSection
      title={`Buylist at ${storeName(location)}`}
      intro="What the store pays for cards, as a share of its own sell price, rounded down to the cent. Buy prices follow the sell prices."
      what="buylist"
      settings={settings}
    >
      {(saved, readAt, headingId) => (
        <>
          <PerGameSettings key={readAt} games={saved.games} within={headingId}>
            {(terms) => <GameTermsFields location={saved.location} saved={terms} />}
          </PerGameSettings>
          <BuylistMarks location={location} />
        </>
      )}
    </SettingsSection>
  );
}

function BuylistMarks({ location }: { location: Location }) {
  const marks = useQuery(buylistMarksQuery(location));
  if (marks.error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failureText(marks.error, 'The hotlist could not be loaded. Please try again.')}
      </p>
    );
  }
  if (!marks.data) {
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading hotlist...
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <HotlistSection location={location} hot={marks.data.hot} />
      <NotBuyingSection location={location} notBuying={marks.data.notBuying} />
    </div>
  );
}

type Draft = Record<'cashPercent' | 'creditPercent' | 'floor' | 'target', string> & {
  conditionFactors: ConditionFactorsDraft;
};

const draftOf = (terms: BuyTermsAnswer): Draft => ({
  cashPercent: String(terms.cashPercent),
  creditPercent: String(terms.creditPercent),
  floor: terms.floor,
  target: String(terms.target),
  conditionFactors: conditionFactorsDraft(terms.conditionFactors),
});

function GameTermsFields({ location, saved }: { location: Location; saved: BuyTermsAnswer }) {
  const save = useSaveBuyTerms(location);
  const { draft, fields, refusedElsewhere, change, submit } = useSettingsDraft(
    () => draftOf(saved),
    save,
    (values) => ({ gameType: saved.gameType, ...values }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Cash (% of sell price)"
          inputMode="numeric"
          value={draft.cashPercent}
          error={fields.cashPercent}
          onChange={(event) => change({ cashPercent: event.target.value })}
        />
        <FormField
          label="Store credit (% of sell price)"
          inputMode="numeric"
          value={draft.creditPercent}
          error={fields.creditPercent}
          onChange={(event) => change({ creditPercent: event.target.value })}
        />
        <FormField
          label="We don't buy cards under ($)"
          inputMode="decimal"
          value={draft.floor}
          error={fields.floor}
          onChange={(event) => change({ floor: event.target.value })}
        />
        <FormField
          label="Buy until this many in stock (per card, condition and finish)"
          inputMode="numeric"
          value={draft.target}
          error={fields.target}
          onChange={(event) => change({ target: event.target.value })}
        />
      </div>
      <ConditionFactorsFieldset
        legend="Conditions the store has no price for (% of the Near Mint price)"
        value={draft.conditionFactors}
        errors={fields}
        onChange={(conditionFactors) => change({ conditionFactors })}
      />
      {refusedElsewhere && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'The buylist could not be saved. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={save.isPending}>
        Save buylist
      </Button>
    </form>
  );
}
