import { type TextareaHTMLAttributes, useId } from 'react';

interface FormTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export function FormTextarea({ label, error, className = '', ...textarea }: FormTextareaProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border border-stone-300 bg-white px-3 py-2 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700 aria-invalid:border-red-600"
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
