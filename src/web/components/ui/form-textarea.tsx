import type { TextareaHTMLAttributes } from 'react';
import { CONTROL_CLASSES, LabelledControl } from './labelled-control.tsx';

interface FormTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export function FormTextarea({ label, error, className, ...textarea }: FormTextareaProps) {
  return (
    <LabelledControl label={label} error={error} className={className}>
      {(links) => (
        <textarea {...links} rows={3} className={`py-2 ${CONTROL_CLASSES}`} {...textarea} />
      )}
    </LabelledControl>
  );
}
