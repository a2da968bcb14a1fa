import type { SelectHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LabelledControl } from './labelled-control.tsx';

interface FormSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The line or card a repeated select is for, read after its label. */
  item?: string | undefined;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A labelled select for forms, its error tied to it for screen readers. */
export function FormSelect({ label, item, options, error, className, ...select }: FormSelectProps) {
  return (
    <LabelledControl label={label} item={item} error={error} className={className}>
      {(links) => (
        <select {...links} className={`h-10 ${CONTROL_CLASSES}`} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
