/**
 * How many writes this instance has answered successfully. A cache of what writes change keeps
 * the count it was read at and is stale once the count moves; another instance's writes it
 * cannot see, so such caches also expire after a short time.
 */
export interface ShopWrites {
  count(): number;
  /** Called once a write has answered successfully (its transaction committed). */
  written(): void;
}

export function createShopWrites(): ShopWrites {
  let count = 0;
  return {
    count: () => count,
    written: () => {
      count += 1;
    },
  };
}
