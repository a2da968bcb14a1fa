import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary:
    'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-stone-300 disabled:text-stone-600',
  secondary:
    'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-400',
  ghost: 'text-stone-800 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4',
  lg: 'h-12 px-6 text-lg',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** Class names of a button, for links styled as one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md') {
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /**
   * While what the button started runs: pressing it (or Enter in its form) does nothing, and it
   * says so, but it keeps the focus. A `disabled` button drops focus to the page's start, and a
   * keyboard or screen reader user loses their place just when an answer, or a refusal, comes.
   */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      // Cancelling the click also cancels the form's submission it would start.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={`${buttonClasses(variant, size)} aria-disabled:cursor-wait aria-disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
