import { z } from './zod.ts';

/**
 * The span of store days the shop reads: its records start after 2000 and plans end before
 * 2101. A day outside it is a typo or a probe, and past year 9999 a day no longer prints as
 * YYYY-MM-DD, so it is refused before any rule counts days towards it.
 */
export const FIRST_STORE_DAY = '2000-01-01';
export const LAST_STORE_DAY = '2100-12-31';

export const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
};

/** A calendar day as YYYY-MM-DD, a real one (no 2026-02-30), within the shop's span. */
export const storeDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDay, 'must be a real date')
  .refine(
    (day) => day >= FIRST_STORE_DAY && day <= LAST_STORE_DAY,
    `must be a date from ${FIRST_STORE_DAY} to ${LAST_STORE_DAY}`,
  );
