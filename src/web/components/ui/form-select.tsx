import type { SelectHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LabelledControl } from './labelled-control.tsx';

interface FormSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A labelled select for forms, its error tied to it for screen readers. */
export function FormSelect({ label, options, error, className, ...select }: FormSelectProps) {
  return (
    <LabelledControl label={label} error={error} className={className}>
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
