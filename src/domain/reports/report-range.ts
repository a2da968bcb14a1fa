import { addDays } from '../shared/dates.ts';

/**
 * A report's range is two store days (YYYY-MM-DD, America/Chicago), both included. These rules
 * are shared: the server buckets its SQL with them and the Reports tab offers the same choices.
 */

export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

export const RANGE_PRESETS = ['today', 'last7', 'last30', 'year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  year: 'This year',
  custom: 'Custom',
};

export interface DayRange {
  from: string;
  to: string;
}

/** Longest range a report covers: three years of days keeps every answer small. */
export const MAX_RANGE_YEARS = 3;
export const MAX_RANGE_DAYS = MAX_RANGE_YEARS * 366;

/** Up to a month a point a day reads well; up to half a year a point a week; past that a month. */
const DAILY_UP_TO_DAYS = 31;
const WEEKLY_UP_TO_DAYS = 186;

const MS_PER_DAY = 86_400_000;

/** Days from `from` to `to`, both counted. */
export function daysIn({ from, to }: DayRange): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1
  );
}

/** Why two days make no report's range: an end missing, From after To, or past the longest. */
export type RangeProblem = 'incomplete' | 'reversed' | 'too_long';

/**
 * The one rule of a range, which the API's query schemas apply and the Reports tab checks
 * before it asks, so a range the server would refuse is never requested.
 */
export function rangeProblem(range: DayRange): RangeProblem | null {
  if (!range.from || !range.to) return 'incomplete';
  if (range.from > range.to) return 'reversed';
  return daysIn(range) > MAX_RANGE_DAYS ? 'too_long' : null;
}

export function chooseGroupBy(range: DayRange): GroupBy {
  const days = daysIn(range);
  if (days <= DAILY_UP_TO_DAYS) return 'day';
  if (days <= WEEKLY_UP_TO_DAYS) return 'week';
  return 'month';
}

/** The period of equal length that ends the day before the range starts: the comparison line. */
export function previousPeriod(range: DayRange): DayRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The range a preset names on a given store day. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Monday of the ISO week a day falls in, as SQL's date_trunc('week') reckons it. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The day a bucket is labelled with: the day itself, its week's Monday or its month's first,
 * but never before the range starts, so a range's first bucket carries the range's first day.
 * The SQL buckets rows the same way (`greatest(date_trunc(...), from)`).
 */
export function bucketOf(day: string, groupBy: GroupBy, from: string): string {
  const start =
    groupBy === 'day' ? day : groupBy === 'week' ? weekStart(day) : `${day.slice(0, 7)}-01`;
  return start < from ? from : start;
}

/**
 * Every bucket of a range in order, so a chart shows the days nothing sold as zero. The walk
 * counts its days rather than comparing dates, so it ends whatever the dates are, and it
 * refuses a range longer than a report covers rather than spend the server on it.
 */
export function bucketsOf(range: DayRange, groupBy: GroupBy): string[] {
  const days = daysIn(range);
  if (!(days <= MAX_RANGE_DAYS)) {
    throw new RangeError(`a report covers at most ${MAX_RANGE_DAYS} days`);
  }
  const buckets: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const bucket = bucketOf(addDays(range.from, offset), groupBy, range.from);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}
