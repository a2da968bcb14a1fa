import { type ReactNode, useId } from 'react';

/** The attributes that tie a control to its label, hint and error. */
export interface ControlLinks {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledControlProps {
  label: string;
  /**
   * The line or card this control is one of, read after the label ("Condition of Charizard ex")
   * but not shown, so a screen reader tells a list's repeated controls apart.
   */
  item?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  /** Draws the control, given the attributes that link it to the label and messages. */
  children: (links: ControlLinks) => ReactNode;
}

/** The frame every form control shares: its label, then the control, its hint and its error. */
export function LabelledControl({
  label,
  item,
  hint,
  error,
  className = '',
  children,
}: LabelledControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {item && <span className="sr-only"> of {item}</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of a bordered form control, invalid ones in red. */
export const CONTROL_CLASSES =
  'rounded-md border border-stone-300 bg-white px-3 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700 aria-invalid:border-red-600';
