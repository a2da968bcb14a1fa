import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';

/**
 * The one result named exactly as typed (in any case): what a name typed in full and Enter mean
 * to add. Several of that name (a card in two conditions) leave the choice to the cashier.
 */
export function namedAsTyped(
  items: readonly CounterLookupItem[],
  typed: string,
): CounterLookupItem | undefined {
  const named = items.filter((item) => item.name.toLowerCase() === typed.toLowerCase());
  return named.length === 1 ? named[0] : undefined;
}
