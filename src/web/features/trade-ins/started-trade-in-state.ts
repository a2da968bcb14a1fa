/** The router state Start trade-in opens the new trade-in's screen with. */
export const STARTED_TRADE_IN_STATE = { started: true } as const;

/** Whether the trade-in screen was opened by Start trade-in, from its router state. */
export function startedJustNow(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'started' in state && state.started === true
  );
}
