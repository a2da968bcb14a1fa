import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import {
  type CounterSale,
  GIFT_CARD_TAKES_NO_SALE_DISCOUNT,
} from '../../../domain/counter/counter-sale.contract.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars, parsePrice } from '../../../domain/money/money.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import { salesTaxLabel } from '../../../domain/tax/sales-tax.rules.ts';
import { taxPolicyOf } from '../../../domain/tax/tax-settings.contract.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { customerDetailQuery } from '../admin/customers/customers-queries.ts';
import { taxSettingsQuery } from '../sales-tax/sales-tax-queries.ts';
import { drawersQuery } from './counter-queries.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { DrawerPanel } from './drawer-panel.tsx';
import { keepSale, readKeptSale } from './kept-sale.ts';
import { DiscountDialog } from './price-change-dialogs.tsx';
import { registerWithoutDrawer } from './register-choice.ts';
import { ReturnDialog } from './return-dialog.tsx';
import { type DraftDiscount, saleLines } from './sale-draft.ts';
import { estimateSale } from './sale-estimate.ts';
import { SaleLines } from './sale-lines.tsx';
import { SaleComplete } from './sale-receipt.tsx';
import { type SaleRefusal, saleRefusal } from './sale-refusal.ts';
import { saleRequest } from './sale-request.ts';
import { SaleTotals } from './sale-totals.tsx';
import { ScanSearch } from './scan-search.tsx';
import {
  addTender,
  changeCents,
  type DraftTender,
  dueCents,
  overpaidCents,
  settleTenders,
} from './tender-draft.ts';
import { TenderPanel } from './tender-panel.tsx';
import { TodaysSales } from './todays-sales.tsx';
import { useCompleteSale } from './use-counter-mutations.ts';
import { useCounterRegister } from './use-counter-register.ts';

/** Managers and the owner change prices; the server refuses anyone else (403). */
const mayChangePrices = (staff: StaffSessionView) => staff.role !== 'staff';

const newSaleKey = () => crypto.randomUUID();

/** The point of sale: scan, lines, customer, totals, tenders, and the drawer beside them. */
export function CounterScreen({
  location,
  staff,
}: {
  location: Location;
  staff: StaffSessionView;
}) {
  // The sale left on the screen before a reload, read once.
  const [kept] = useState(() => readKeptSale(location));
  const [lines, dispatch] = useReducer(saleLines, kept?.lines ?? []);
  const [saleDiscount, setSaleDiscount] = useState<DraftDiscount | null>(
    kept?.saleDiscount ?? null,
  );
  const [editingSaleDiscount, setEditingSaleDiscount] = useState(false);
  const [customerId, setCustomerId] = useState<number | null>(kept?.customerId ?? null);
  const [tenders, setTenders] = useState<DraftTender[]>(kept?.tenders ?? []);
  // One key per sale: a double press or a retry after a lost answer sends the same one.
  const [saleKey, setSaleKey] = useState(() => kept?.saleKey ?? newSaleKey());
  useEffect(() => {
    keepSale(location, { lines, saleDiscount, customerId, tenders, saleKey });
  }, [location, lines, saleDiscount, customerId, tenders, saleKey]);
  const [refusal, setRefusal] = useState<SaleRefusal | null>(null);
  // Complete sale is disabled while it runs; refused, the keyboard comes back to it. A tender
  // that pays what is due disables the tender buttons: the keyboard goes on to Complete sale.
  const completeArea = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(completeArea, refusal);
  useFocusAfterSwap(completeArea, tenders);
  const [lastSale, setLastSale] = useState<CounterSale | null>(null);
  // A completed sale leaves the keyboard in Scan or search, for the next customer's first scan.
  const scanArea = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(scanArea, lastSale);
  const [returning, setReturning] = useState(false);
  const complete = useCompleteSale(location);
  const drawers = useQuery(drawersQuery(location));
  const {
    register,
    open: registersOpen,
    choose: chooseRegister,
  } = useCounterRegister(location, drawers.data?.drawers);
  const settings = useQuery(taxSettingsQuery(location));
  const customer = useQuery({
    ...customerDetailQuery(customerId ?? 0),
    enabled: customerId !== null,
  });

  const policy = settings.data ? taxPolicyOf(settings.data) : null;
  const sellsGiftCard = lines.some((line) => line.itemType === GIFT_CARD);
  const estimate = estimateSale(lines, saleDiscount, policy);
  // What the tenders pay of the total as it is now: cash given for an earlier total is change.
  const settled =
    estimate.totalCents === null ? tenders : settleTenders(tenders, estimate.totalCents);
  const due = estimate.totalCents === null ? null : dueCents(estimate.totalCents, settled);
  const overpaid = estimate.totalCents === null ? 0 : overpaidCents(settled, estimate.totalCents);
  const balanceCents =
    customerId !== null && customer.data ? (parsePrice(customer.data.balance) ?? 0) : null;
  const manager = mayChangePrices(staff);

  /** An empty sale under a new key. */
  const clearSale = () => {
    dispatch({ type: 'clear' });
    setSaleDiscount(null);
    setCustomerId(null);
    setTenders([]);
    setRefusal(null);
    setSaleKey(newSaleKey());
  };

  const startNewSale = (sale: CounterSale) => {
    setLastSale(sale);
    clearSale();
  };

  const submit = () => {
    setRefusal(null);
    if (register === null) return;
    const body = saleRequest(location, {
      lines,
      discount: saleDiscount,
      customerId,
      register,
      tenders: settled,
    });
    complete.mutate(
      { body, key: saleKey },
      {
        onSuccess: startNewSale,
        onError: (error) => {
          setRefusal(saleRefusal(error, lines));
          // A refused sale wrote nothing: the corrected one is a new request. A lost answer
          // keeps its key, so sending again cannot ring the sale twice; and a key already used
          // means the sale was made, so it is kept until the cashier starts a new sale.
          const refused = error instanceof ApiError && error.isRefusal;
          if (refused && !failedWith(error, 'idempotency_key_reused')) {
            setSaleKey(newSaleKey());
          }
        },
      },
    );
  };

  const lineRefusals = refusal?.at === 'line' ? { [refusal.key]: refusal.message } : {};
  // A sale that comes to nothing (a manager's give-away) completes with no tender.
  const ready = lines.length > 0 && due === 0 && overpaid === 0 && register !== null;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-3 sm:px-4 sm:py-4">
      <header className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-950 px-4 py-3 text-white">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-amber-300">Counter</p>
          <h1 className="text-xl font-extrabold sm:text-2xl">{STORES[location].name}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <Button variant="secondary" size="sm" onClick={() => setReturning(true)}>
            Return
          </Button>
          <p className="text-sm text-emerald-100">
            Cashier <strong className="text-white">{staff.name}</strong>
          </p>
          <Link
            to={`/admin/${location}/counter/end-of-day`}
            className={buttonClasses('secondary', 'sm')}
          >
            End of day
          </Link>
          <Link to={`/admin/${location}`} className={buttonClasses('secondary', 'sm')}>
            <ArrowLeft aria-hidden className="size-4" />
            Dashboard
          </Link>
        </div>
      </header>
      {returning && (
        <ReturnDialog location={location} register={register} onClose={() => setReturning(false)} />
      )}
      {lastSale && <SaleComplete sale={lastSale} />}
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_20rem] md:grid-rows-[auto_1fr] lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <div ref={scanArea}>
            <ScanSearch
              location={location}
              onAdd={(item) => {
                setLastSale(null);
                dispatch({ type: 'add', item });
              }}
            />
          </div>
          <section aria-label="Sale" className="space-y-2">
            <SaleLines
              lines={lines}
              manager={manager}
              refusals={lineRefusals}
              dispatch={(action) => {
                // A line's refusal ("Only 1 in stock") is about the line as it was.
                if (refusal?.at === 'line') setRefusal(null);
                dispatch(action);
              }}
            />
          </section>
        </div>
        <div className="space-y-4 md:row-span-2">
          <div className="rounded-lg border border-stone-200 bg-white p-4">
            <CustomerPicker location={location} customerId={customerId} onChange={setCustomerId} />
          </div>
          <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <SaleTotals
              estimate={estimate}
              taxLabel={policy ? salesTaxLabel(policy.rateMilli) : 'Sales tax'}
              dueCents={due}
              changeCents={changeCents(settled)}
            />
            {manager && lines.length > 0 && !sellsGiftCard && (
              <Button variant="secondary" size="sm" onClick={() => setEditingSaleDiscount(true)}>
                {saleDiscount ? 'Change sale discount' : 'Discount sale'}
              </Button>
            )}
            {sellsGiftCard && (manager || saleDiscount) && (
              <p
                role={saleDiscount ? 'alert' : undefined}
                className={`text-sm ${saleDiscount ? 'font-medium text-red-700' : 'text-stone-600'}`}
              >
                {GIFT_CARD_TAKES_NO_SALE_DISCOUNT}.
              </p>
            )}
          </div>
          <div className="rounded-lg border border-stone-200 bg-white p-4">
            <TenderPanel
              dueCents={due ?? 0}
              tenders={settled}
              balanceCents={balanceCents}
              registerWithoutDrawer={
                drawers.isSuccess ? registerWithoutDrawer(registersOpen, register) : null
              }
              refusal={refusal?.at === 'tender' ? refusal : null}
              onAdd={(tender) => setTenders(addTender(tenders, tender))}
              onRemove={(id) => setTenders(tenders.filter((tender) => tender.id !== id))}
            />
          </div>
          {drawers.isSuccess && register === null && (
            <p className="text-sm font-medium text-amber-800">
              Choose this screen’s register at the drawer to complete the sale.
            </p>
          )}
          <div ref={completeArea} className="space-y-4">
            {overpaid > 0 && (
              <p role="alert" className="font-medium text-red-700">
                The tenders come to {formatDollars(overpaid)} more than the total: remove one and
                add what is due.
              </p>
            )}
            {(refusal?.at === 'sale' || refusal?.at === 'made') && (
              <p role="alert" className="font-medium text-red-700">
                {refusal.message}
              </p>
            )}
            {refusal?.at === 'made' && (
              <Button variant="secondary" className="w-full" onClick={clearSale}>
                Start a new sale
              </Button>
            )}
            <Button
              size="lg"
              className="w-full"
              disabled={!ready || complete.isPending}
              onClick={submit}
            >
              {complete.isPending ? 'Completing...' : 'Complete sale'}
            </Button>
          </div>
        </div>
        {/* Beside the sale on a wide screen; after the tenders on a phone, where selling comes first. */}
        <div className="space-y-4 md:col-start-1 md:row-start-2">
          <DrawerPanel
            location={location}
            refusal={refusal?.at === 'drawer' ? refusal.message : null}
            register={register}
            onChooseRegister={chooseRegister}
          />
          <TodaysSales location={location} />
        </div>
      </div>
      {editingSaleDiscount && (
        <DiscountDialog
          title="Discount the whole sale"
          discount={saleDiscount}
          onSave={setSaleDiscount}
          onClose={() => setEditingSaleDiscount(false)}
        />
      )}
    </div>
  );
}
