import type { ReactNode } from 'react';

/** A form's refusal or problem, read out by screen readers as it appears; nothing when empty. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
