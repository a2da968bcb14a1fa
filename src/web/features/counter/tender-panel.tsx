import { X } from 'lucide-react';
import { useId } from 'react';
import { tenderLabel } from '../../../domain/counter/receipt.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { TENDER_LABELS, type TenderMethod } from '../../../domain/orders/tenders.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { DraftTender } from './tender-draft.ts';
import { CardForm, CashForm, GiftCardForm, StoreCreditForm } from './tender-forms.tsx';

/** What tells a tender from another of its method: the cash handed over, the card's ending. */
function tenderDetail(tender: DraftTender): string {
  if (tender.method === 'cash' && tender.tenderedCents !== undefined)
    return `tendered ${formatDollars(tender.tenderedCents)}`;
  if (tender.method === 'card')
    return [tender.cardBrand, tender.last4 && `·· ${tender.last4}`].filter(Boolean).join(' ');
  if (tender.method === 'gift_card') return `code ending ${tender.code?.slice(-4) ?? ''}`;
  return '';
}

/** A tender as a screen reader names it apart from the others: "Gift card ending 7QX2 $5.00". */
function spokenTender(tender: DraftTender): string {
  const named = tenderLabel({
    method: tender.method,
    cardBrand: tender.cardBrand ?? null,
    last4: tender.last4 ?? null,
    giftCardLast4: tender.code?.slice(-4) ?? null,
  });
  return `${named} ${formatDollars(tender.amountCents)}`;
}

/** Tenders, several a sale, until nothing is due; a refusal shows beside its method. */
export function TenderPanel({
  dueCents,
  tenders,
  balanceCents,
  registerWithoutDrawer,
  refusal,
  onAdd,
  onRemove,
}: {
  dueCents: number;
  tenders: readonly DraftTender[];
  /** The attached customer's store credit; null without a customer. */
  balanceCents: number | null;
  /** The screen's register when no drawer of it is open; null when cash can be taken. */
  registerWithoutDrawer: string | null;
  refusal: { method: TenderMethod; message: string } | null;
  onAdd: (tender: DraftTender) => void;
  onRemove: (id: string) => void;
}) {
  const headingId = useId();
  const props = { dueCents, onAdd };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        Tenders
      </h2>
      {tenders.length > 0 && (
        <ul
          aria-label="Tenders added"
          className="divide-y divide-stone-100 rounded-md border border-stone-200"
        >
          {tenders.map((tender) => (
            <li key={tender.id} className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 truncate">
                <strong>{TENDER_LABELS[tender.method]}</strong>{' '}
                <span className="text-sm text-stone-600">{tenderDetail(tender)}</span>
              </span>
              <span className="flex items-center gap-1">
                <span className="font-semibold tabular-nums">
                  {formatDollars(tender.amountCents)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${spokenTender(tender)}`}
                  onClick={() => onRemove(tender.id)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {TENDER_LABELS[refusal.method]}: {refusal.message}
        </p>
      )}
      <Tabs defaultValue="cash">
        <TabsList aria-label="Pay by" className="grid grid-cols-2">
          <TabsTrigger value="cash">Cash</TabsTrigger>
          <TabsTrigger value="card">Card</TabsTrigger>
          <TabsTrigger value="store_credit">Store credit</TabsTrigger>
          <TabsTrigger value="gift_card">Gift card</TabsTrigger>
        </TabsList>
        <TabsContent value="cash" className="!mt-3">
          <CashForm {...props} registerWithoutDrawer={registerWithoutDrawer} />
        </TabsContent>
        <TabsContent value="card" className="!mt-3">
          <CardForm {...props} />
        </TabsContent>
        <TabsContent value="store_credit" className="!mt-3">
          <StoreCreditForm {...props} balanceCents={balanceCents} />
        </TabsContent>
        <TabsContent value="gift_card" className="!mt-3">
          <GiftCardForm {...props} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
