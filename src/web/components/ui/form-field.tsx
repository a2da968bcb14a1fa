import type { InputHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LabelledControl } from './labelled-control.tsx';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The line or card a repeated field is for, read after its label. */
  item?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, item, hint, error, className, ...input }: FormFieldProps) {
  return (
    <LabelledControl label={label} item={item} hint={hint} error={error} className={className}>
      {(links) => <input {...links} className={`h-10 ${CONTROL_CLASSES}`} {...input} />}
    </LabelledControl>
  );
}
