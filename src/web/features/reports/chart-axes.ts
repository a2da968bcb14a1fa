/** How the Reports tab's charts label their axes and tooltips. */

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A store day as an axis tick: "Mar 2". */
export const axisDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Whole dollars as an axis tick: "$1,250", "-$40". */
export const axisDollars = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(Math.round(value)).toLocaleString('en-US')}`;

/** A tooltip's figure: "$12.50". */
export const tooltipDollars = (value: unknown) => `$${Number(value).toFixed(2)}`;
