import { formatPrice } from '../../../domain/money/money.ts';
import type { BuysReport } from '../../../domain/reports/buys.contract.ts';
import { bucketsOf } from '../../../domain/reports/report-range.ts';
import type { BuysReportRepository } from './buys-report.repository.ts';
import type { ReportWindow } from './reports.repository.ts';

type Read<K extends keyof BuysReportRepository> = Awaited<ReturnType<BuysReportRepository[K]>>;

export interface BuysFigures {
  days: Read<'days'>;
  cards: Read<'cards'>;
  margin: Read<'margin'>;
}

/** Every day of the range (a day without buys reads zero), the cards bought and their margin. */
export function buysReportOf(
  window: ReportWindow,
  { days, cards, margin }: BuysFigures,
): BuysReport {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  return {
    location: window.scope,
    from: window.from,
    to: window.to,
    days: bucketsOf(window, 'day').map((date) => {
      const day = byDay.get(date);
      return {
        date,
        cards: day?.cards ?? 0,
        cash: formatPrice(day?.cashCents ?? 0),
        credit: formatPrice(day?.creditCents ?? 0),
      };
    }),
    totals: {
      cards: sum((day) => day.cards),
      cash: formatPrice(sum((day) => day.cashCents)),
      credit: formatPrice(sum((day) => day.creditCents)),
    },
    topCards: cards.map(({ paidCents, ...card }) => ({ ...card, paid: formatPrice(paidCents) })),
    margin: {
      listedCards: margin.listedCards,
      sellValue: formatPrice(margin.sellCents),
      paid: formatPrice(margin.listedPaidCents),
      margin: formatPrice(margin.sellCents - margin.listedPaidCents),
      unlistedCards: margin.unlistedCards,
      unlistedPaid: formatPrice(margin.unlistedPaidCents),
    },
  };
}
