import { useId } from 'react';

/**
 * Field sizes. The catalog's filters are dense: below lg, where they stack two to a row, a
 * smaller label and control let a phone's first screen reach the list; on wide screens they
 * sit in one row at the regular size.
 */
export const FIELD_SIZES = {
  regular: { field: 'gap-1', label: 'text-sm', control: 'h-10' },
  dense: { field: 'gap-0.5 lg:gap-1', label: 'text-xs lg:text-sm', control: 'h-9 lg:h-10' },
} as const;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the most reliable control on phones and for screen readers. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  size = 'regular',
  within,
}: {
  label: string;
  /**
   * The id of what names the part of the page the choice belongs to, read after the label
   * ("Game", then "Pricing at Benton") where the same label appears twice on one page.
   */
  within?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  size?: keyof typeof FIELD_SIZES;
}) {
  const id = useId();
  const sizes = FIELD_SIZES[size];
  return (
    <div className={`flex flex-col ${sizes.field}`}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={`${sizes.label} font-medium text-stone-700`}
      >
        {label}
      </label>
      <select
        id={id}
        aria-labelledby={within ? `${id}-label ${within}` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${sizes.control} rounded-md border border-stone-300 bg-white px-3 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
