import { useRef } from 'react';

/** The header a write carries its key in. */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });

/**
 * One `Idempotency-Key` for a write until it is made: a retry after a lost answer sends the
 * same key, and the server makes the write once. `renew` takes a new key for the next write.
 */
export function useIdempotencyKey() {
  const key = useRef<string>(null);
  key.current ??= crypto.randomUUID();
  return {
    current: () => key.current ?? '',
    renew: () => {
      key.current = crypto.randomUUID();
    },
  };
}
