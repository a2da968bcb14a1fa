import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  PRICE_BASE_LABELS,
  PRICE_BASES,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  type PriceBase,
  type PriceRounding,
  type PriceRulesAnswer,
} from '../../../domain/pricing/pricing-rules.contract.ts';
import { type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
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
import { SelectField } from '../catalog/select-field.tsx';
import { pricesPath } from './pricing-paths.ts';
import { pricingSettingsQuery } from './pricing-queries.ts';
import { useSavePriceRules } from './use-pricing-mutations.ts';

const BASE_OPTIONS = PRICE_BASES.map((value) => ({ value, label: PRICE_BASE_LABELS[value] }));
const ROUNDING_OPTIONS = PRICE_ROUNDINGS.map((value) => ({
  value,
  label: PRICE_ROUNDING_LABELS[value],
}));

/** The dashboard's Pricing settings: how each game's price files become the store's prices. */
export function PricingRulesForm({ location }: { location: Location }) {
  const settings = useQuery(pricingSettingsQuery(location));
  return (
    <SettingsSection
      title={`Pricing at ${storeName(location)}`}
      intro="How a price file becomes the store's prices, applied in this order: the base, a percentage of it, the condition factors, the minimum, cost plus, the rounding, and the largest change per file (bigger moves wait for review). Cards whose price was set by hand never change."
      what="pricing rules"
      settings={settings}
    >
      {(saved, readAt, headingId) => (
        <>
          <PerGameSettings key={readAt} games={saved.games} within={headingId}>
            {(rules) => <GameRulesFields location={saved.location} saved={rules} />}
          </PerGameSettings>
          <Link to={pricesPath(location)} className={buttonClasses('secondary')}>
            Upload a price file
          </Link>
        </>
      )}
    </SettingsSection>
  );
}

type TextFields =
  | 'percent'
  | 'minimum'
  | 'costPlusPercent'
  | 'maxChangePercent'
  | 'reviewPercent'
  | 'reviewAmount';

type Draft = Record<TextFields, string> & {
  base: PriceBase;
  rounding: PriceRounding;
  conditionFactors: ConditionFactorsDraft;
};

const draftOf = (rules: PriceRulesAnswer): Draft => ({
  base: rules.base,
  percent: String(rules.percent),
  conditionFactors: conditionFactorsDraft(rules.conditionFactors),
  minimum: rules.minimum,
  costPlusPercent: rules.costPlusPercent === null ? '' : String(rules.costPlusPercent),
  rounding: rules.rounding,
  maxChangePercent: String(rules.maxChangePercent),
  reviewPercent: String(rules.reviewPercent),
  reviewAmount: rules.reviewAmount,
});

/** The text fields in the pipeline's order, each with its label and keyboard. */
const TEXT_FIELDS: { name: TextFields; label: string; decimal?: true; hint?: string }[] = [
  { name: 'percent', label: 'Percent of the base (%)' },
  { name: 'minimum', label: 'Minimum price ($)', decimal: true },
  {
    name: 'costPlusPercent',
    label: 'Never below cost plus (%)',
    hint: 'Blank: no such rule. Applies to cards whose cost is known.',
  },
  { name: 'maxChangePercent', label: 'Largest change per file (%)' },
  { name: 'reviewPercent', label: 'Review changes above (%)' },
  { name: 'reviewAmount', label: 'And above ($)', decimal: true },
];

function GameRulesFields({ location, saved }: { location: Location; saved: PriceRulesAnswer }) {
  const save = useSavePriceRules(location);
  const { draft, fields, refusedElsewhere, change, submit } = useSettingsDraft(
    () => draftOf(saved),
    save,
    (values) => ({ gameType: saved.gameType, ...values }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Start from"
          value={draft.base}
          options={BASE_OPTIONS}
          onChange={(value) =>
            change({ base: PRICE_BASES.find((base) => base === value) ?? 'market' })
          }
        />
        <SelectField
          label="Rounding"
          value={draft.rounding}
          options={ROUNDING_OPTIONS}
          onChange={(value) =>
            change({ rounding: PRICE_ROUNDINGS.find((rounding) => rounding === value) ?? 'none' })
          }
        />
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            hint={field.hint}
            inputMode={field.decimal ? 'decimal' : 'numeric'}
            value={draft[field.name]}
            error={fields[field.name]}
            onChange={(event) => change({ [field.name]: event.target.value })}
          />
        ))}
      </div>
      <ConditionFactorsFieldset
        legend="Conditions a file prices only in Near Mint (% of the Near Mint price)"
        value={draft.conditionFactors}
        errors={fields}
        onChange={(conditionFactors) => change({ conditionFactors })}
      />
      {refusedElsewhere && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(save.error, 'The pricing rules could not be saved. Please try again.')}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={save.isPending}>
        Save pricing rules
      </Button>
    </form>
  );
}
