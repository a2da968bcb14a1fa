/**
 * Spreads `totalCents` over parts in proportion to their weights, in whole cents that add up to
 * the total exactly: each part gets its share rounded down, and the cents left over go one each
 * to the parts with the largest remainders (the heavier part first on a tie). Used to spread a
 * sale's discount over its lines and its tax over its taxed lines.
 */
export function spreadCents(totalCents: number, weights: readonly number[]): number[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = totalCents * weight;
    return {
      index,
      weight,
      cents: Math.floor(exact / totalWeight),
      remainder: exact % totalWeight,
    };
  });
  let left = totalCents - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.weight - a.weight || a.index - b.index,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((share) => share.cents);
}
