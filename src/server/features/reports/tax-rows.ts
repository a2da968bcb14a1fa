import { formatPrice } from '../../../domain/money/money.ts';
import { SALES_CHANNELS } from '../../../domain/orders/sales-channel.ts';
import type { TaxReport } from '../../../domain/reports/reports.contract.ts';
import type { ReportWindow } from './reports.repository.ts';
import type { TaxDay, TaxFigures } from './tax-report.repository.ts';

/** A day's or a range's tax money as the report shows it; the net is what the store owes. */
function taxMoney(figures: TaxFigures) {
  return {
    taxableSales: formatPrice(figures.taxableCents),
    exemptSales: formatPrice(figures.exemptCents),
    tax: formatPrice(figures.taxCents),
    taxableReturns: formatPrice(figures.taxableReturnedCents),
    taxReturned: formatPrice(figures.taxReturnedCents),
    netTax: formatPrice(figures.taxCents - figures.taxReturnedCents),
  };
}

/** The range's days, then a total for each channel, online and counter apart. */
export function taxReportOf(window: ReportWindow, days: readonly TaxDay[]): TaxReport {
  return {
    location: window.scope,
    from: window.from,
    to: window.to,
    rows: days.map((day) => ({
      date: day.day,
      location: day.location,
      channel: day.channel,
      sales: day.sales,
      ...taxMoney(day),
    })),
    totals: SALES_CHANNELS.map((channel) => {
      const on = days.filter((day) => day.channel === channel);
      const sum = (pick: keyof TaxFigures) => on.reduce((total, day) => total + day[pick], 0);
      return {
        channel,
        ...taxMoney({
          taxableCents: sum('taxableCents'),
          exemptCents: sum('exemptCents'),
          taxCents: sum('taxCents'),
          taxableReturnedCents: sum('taxableReturnedCents'),
          taxReturnedCents: sum('taxReturnedCents'),
        }),
      };
    }),
  };
}
