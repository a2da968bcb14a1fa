import type { InputHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LabelledControl } from './labelled-control.tsx';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, hint, error, className, ...input }: FormFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error} className={className}>
      {(links) => <input {...links} className={`h-10 ${CONTROL_CLASSES}`} {...input} />}
    </LabelledControl>
  );
}
