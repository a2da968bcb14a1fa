import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-emerald-100 text-emerald-900',
  grey: 'bg-stone-200 text-stone-800',
  red: 'bg-red-100 text-red-900',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-sky-100 text-sky-900',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
