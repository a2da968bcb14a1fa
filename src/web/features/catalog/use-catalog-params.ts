import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The catalog's search, filters and sort live in the URL, so a shared or reloaded link
 * reopens the same view. Blank values are left out of the URL.
 */
export function useCatalogParams<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = useMemo(
    () =>
      Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
        Key,
        string
      >,
    [keys, searchParams],
  );

  const setValue = useCallback(
    (key: Key, value: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);

  return { values, setValue, clear };
}
