import type { MutateOptions, UseMutateFunction } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A mutation's `mutate` that sends nothing while its last send is unanswered. A quick double
 * press lands both clicks before the button can render disabled, and the second send would
 * repeat a write that is not idempotent (an order, a trade-in).
 */
export function useOneAtATime<TData, TError, TVariables, TContext>(
  mutate: UseMutateFunction<TData, TError, TVariables, TContext>,
) {
  const sending = useRef(false);
  return useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (sending.current) return;
      sending.current = true;
      mutate(variables, {
        ...options,
        onSettled: (...settled) => {
          sending.current = false;
          options?.onSettled?.(...settled);
        },
      });
    },
    [mutate],
  );
}
