import { useId, useState } from 'react';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import { presetRange } from '../../../domain/reports/report-range.ts';
import type { ReportScope } from '../../../domain/reports/reports.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import { LOCATIONS, type Location, STORES } from '../../../domain/stores/stores.ts';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { BuysSection } from './buys-section.tsx';
import { CreditSection } from './credit-section.tsx';
import { EventsSection } from './events-section.tsx';
import { PickupQueueSection } from './pickup-queue-section.tsx';
import { type RangeChoice, RangePicker } from './range-picker.tsx';
import { RefundsSection } from './refunds-section.tsx';
import { SalesSection } from './sales-section.tsx';
import { StockSection } from './stock-section.tsx';
import { TaxSection } from './tax-section.tsx';
import { TopSellersSection } from './top-sellers-section.tsx';

interface ReportsTabProps {
  location: Location;
  staff: StaffSessionView;
}

/**
 * The Reports tab: sales over time, top sellers, stock, events, refunds, sales tax, the pickup
 * queue, store credit and the cards bought, for the dashboard's store; the owner may also see both stores
 * together. Loaded only when opened, with the chart library, so no other page carries it. What
 * each reader may see is decided again by the server.
 */
export function ReportsTab({ location, staff }: ReportsTabProps) {
  const headingId = useId();
  const today = storeDate();
  const owner = staff.role === 'owner';
  const [scope, setScope] = useState<ReportScope>(location);
  const [choice, setChoice] = useState<RangeChoice>({
    preset: 'last30',
    range: presetRange('last30', today),
    groupBy: undefined,
  });
  const request = { location: scope, ...choice.range };
  const scopeOptions = [
    { value: location, label: STORES[location].name },
    { value: 'all', label: 'Both stores' },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="space-y-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            Reports
          </h2>
          <p className="text-sm text-stone-600">
            Store days in Central time. Revenue counts paid orders, less refunds; cancelled orders
            are listed apart.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
          {owner && (
            <FormSelect
              label="Stores"
              options={scopeOptions}
              value={scope}
              onChange={(event) => setScope(event.target.value === 'all' ? 'all' : location)}
            />
          )}
          <RangePicker today={today} choice={choice} onChange={setChoice} />
        </div>
      </div>

      <PickupQueueSection location={scope} />
      <SalesSection request={request} groupBy={choice.groupBy} />
      <TopSellersSection request={request} />
      <StockSection
        request={request}
        thresholdFor={owner ? (scope === 'all' ? LOCATIONS : [location]) : []}
      />
      <RefundsSection request={request} />
      <TaxSection request={request} />
      <EventsSection request={request} />
      <CreditSection request={request} groupBy={choice.groupBy} />
      <BuysSection request={request} />
    </section>
  );
}
