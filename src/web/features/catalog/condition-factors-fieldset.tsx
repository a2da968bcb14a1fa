import { CARD_CONDITIONS, type CardCondition } from '../../../domain/catalog/options.ts';
import { FormField } from '../../components/ui/form-field.tsx';

/** Each condition's factor as the form holds it: text, as typed. */
export type ConditionFactorsDraft = Record<CardCondition, string>;

export const conditionFactorsDraft = (
  factors: Readonly<Record<CardCondition, number>>,
): ConditionFactorsDraft =>
  Object.fromEntries(
    CARD_CONDITIONS.map((condition) => [condition, String(factors[condition])]),
  ) as ConditionFactorsDraft;

/**
 * One percent field per condition, of the Near Mint price, under a visible legend: the buylist
 * and the pricing rules both price a condition the store has no price for this way.
 */
export function ConditionFactorsFieldset({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: ConditionFactorsDraft;
  /** Field errors keyed as the server answers them: `conditionFactors.Near Mint`. */
  errors: Partial<Record<string, string>>;
  onChange: (next: ConditionFactorsDraft) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CARD_CONDITIONS.map((condition) => (
          <FormField
            key={condition}
            label={condition}
            inputMode="numeric"
            value={value[condition]}
            error={errors[`conditionFactors.${condition}`]}
            onChange={(event) => onChange({ ...value, [condition]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
