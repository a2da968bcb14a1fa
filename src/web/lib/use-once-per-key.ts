import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for each new `key`, when `ready`: a request a page needs as it opens, sent
 * again only when what it is for changes. The key is remembered in a ref, so React's strict
 * mode, which runs every effect twice, still sends one request.
 */
export function useOncePerKey(key: string, run: () => void, ready = true): void {
  const ranFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || ranFor.current === key) return;
    ranFor.current = key;
    run();
  }, [key, run, ready]);
}
