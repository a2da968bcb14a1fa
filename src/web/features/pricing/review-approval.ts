import type { PriceChange } from '../../../domain/pricing/price-import.contract.ts';

/**
 * The approved changes an apply sends: only those still waiting, since a change applied since
 * it was checked (by this apply or another person's) is approved no more.
 */
export function approvedAmong(
  waiting: readonly PriceChange[],
  approved: ReadonlySet<number>,
): number[] {
  return waiting.filter((change) => approved.has(change.changeId)).map((change) => change.changeId);
}

/** What Apply will do now, counting the changes still waiting for review. */
export function applyText({
  fileApplied,
  approved,
  waiting,
}: {
  fileApplied: boolean;
  approved: number;
  waiting: number;
}): string {
  const reviewed = `the ${approved} of ${waiting} reviewed changes approved; the others keep their price`;
  if (!fileApplied) {
    const also = waiting > 0 ? ` and ${reviewed}` : '';
    return `Apply writes every ordinary change${also}. Applying the same file again changes nothing.`;
  }
  if (waiting === 0)
    return 'Every change of this file is applied. Applying it again changes nothing.';
  return `The ordinary changes are applied. Apply writes ${reviewed}.`;
}
