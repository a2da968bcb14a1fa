import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-stone-200 text-stone-800',
  red: 'bg-red-100 text-red-900',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-sky-100 text-sky-900',
} as const;

/** `sm` fits a line of small text, as in a catalog list's rows. */
const SIZES = {
  md: 'px-2.5 py-0.5',
  sm: 'px-2 leading-4 whitespace-nowrap',
} as const;

export type BadgeTone = keyof typeof TONES;
export type BadgeSize = keyof typeof SIZES;

export function Badge({
  tone = 'grey',
  size = 'md',
  children,
}: {
  tone?: BadgeTone;
  size?: BadgeSize;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full text-xs font-semibold ${SIZES[size]} ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
