import { type ReactNode, useId } from 'react';

/** The values with `value` added (at the end) or taken out. */
function toggled<Value>(values: readonly Value[], value: Value, on: boolean): Value[] {
  const others = values.filter((item) => item !== value);
  return on ? [...others, value] : others;
}

/**
 * A fieldset of checkboxes, one per option, named by its legend for assistive technology, with
 * the field's error under it.
 */
export function CheckboxGroup<Value extends string>({
  legend,
  options,
  selected,
  onChange,
  labelOf,
  error,
}: {
  legend: string;
  options: readonly Value[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  /** What a box says beside it. */
  labelOf: (option: Value) => ReactNode;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-emerald-700"
            checked={selected.includes(option)}
            onChange={(event) => onChange(toggled(selected, option, event.target.checked))}
          />
          {labelOf(option)}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
