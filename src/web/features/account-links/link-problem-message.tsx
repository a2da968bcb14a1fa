import type { ReactNode } from 'react';

/** A mailed link that did not work: what went wrong and the way on. */
export function LinkProblemMessage({
  problem,
  children,
}: {
  problem: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-md border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{problem}</p>
      {children}
    </div>
  );
}
