import { Link, Section, Text } from '@react-email/components';
import { formatDollars, formatPrice } from '../../../../domain/money/money.ts';
import type { Handover } from '../../../../domain/orders/order-status.ts';
import { paidByLine, type TenderMethod } from '../../../../domain/orders/tenders.ts';
import { STORES } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What the order messages say of an order. */
export interface OrderFacts {
  orderNumber: string;
  /** How what it holds reaches the buyer: only goods are picked up, and only they have a code. */
  handover: Handover;
  pickupCode: string | null;
  location: 'nlr' | 'benton';
  firstName: string | null;
  items: readonly { name: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** "Sales tax (9.5%)". */
  taxLabel: string;
  totalCents: number;
  /** What paid it, in the order paid. */
  tenders: readonly { method: TenderMethod; cents: number }[];
}

export type OrderMailKind = 'order_placed' | 'order_ready' | 'order_picked_up' | 'order_cancelled';

const HEADINGS: Record<OrderMailKind, (order: OrderFacts) => string> = {
  order_placed: (order) => `Thanks for your order ${order.orderNumber}`,
  order_ready: (order) => `Order ${order.orderNumber} is ready for pickup`,
  order_picked_up: (order) => `Your receipt for order ${order.orderNumber}`,
  order_cancelled: (order) => `Order ${order.orderNumber} was cancelled`,
};

function Lines({ order }: { order: OrderFacts }) {
  return (
    <Section>
      {order.items.map((item) => (
        <Text key={item.name} style={{ ...paragraph, margin: '0' }}>
          {item.quantity} × {item.name}: {formatDollars(item.totalCents)}
        </Text>
      ))}
      {order.discountCents > 0 ? (
        <Text style={{ ...paragraph, margin: '0' }}>
          Loyalty discount: −{formatDollars(order.discountCents)}
        </Text>
      ) : null}
      {order.taxCents > 0 ? (
        <Text style={{ ...paragraph, margin: '0' }}>
          {order.taxLabel}: {formatDollars(order.taxCents)}
        </Text>
      ) : null}
      <Text style={{ ...paragraph, fontWeight: 700 }}>
        Total: {formatDollars(order.totalCents)}
      </Text>
      {order.tenders.length > 0 ? (
        <Text style={paragraph}>
          Paid by{' '}
          {paidByLine(
            order.tenders.map((tender) => ({
              method: tender.method,
              amount: formatPrice(tender.cents),
            })),
          )}
        </Text>
      ) : null}
    </Section>
  );
}

/** What an order of nothing to collect says instead of a pickup: where its event is, or how gift cards come. */
function NothingToCollect({ order }: { order: OrderFacts }) {
  const store = STORES[order.location];
  return (
    <Text style={paragraph}>
      {order.handover === 'event'
        ? `Your entry is for an event at our ${store.name} store, ${store.street}, ${store.cityLine}: you will find it under My events on your account. There is nothing to pick up.`
        : 'There is nothing to pick up: gift cards arrive by e-mail.'}
    </Text>
  );
}

function Message({ kind, order }: { kind: OrderMailKind; order: OrderFacts }) {
  const store = STORES[order.location].name;
  switch (kind) {
    case 'order_placed':
      if (order.handover !== 'pickup') return <NothingToCollect order={order} />;
      return (
        <Text style={paragraph}>
          We have your order for pickup at our {store} store. We will e-mail you when it is ready.
          Your pickup code is <strong>{order.pickupCode}</strong>.
        </Text>
      );
    case 'order_ready':
      return (
        <Text style={paragraph}>
          Your order is waiting at the counter of our {store} store. Show the pickup code{' '}
          <strong>{order.pickupCode}</strong> when you collect it.
        </Text>
      );
    case 'order_picked_up':
      return (
        <Text style={paragraph}>You collected this order at our {store} store. Thank you!</Text>
      );
    case 'order_cancelled':
      return (
        <Text style={paragraph}>
          This order was cancelled, and your payment goes back the way you paid. Each refund has a
          message of its own saying how much went where, including any sent before this one.
        </Text>
      );
  }
}

/** The order messages: placed, ready for pickup, picked up (the receipt), cancelled and refunded. */
export function orderMail(kind: OrderMailKind, order: OrderFacts, publicUrl: string): MailContent {
  const heading = HEADINGS[kind](order);
  return {
    subject: heading,
    element: (
      <MailLayout preview={heading} heading={heading} store={order.location} publicUrl={publicUrl}>
        {order.firstName ? <Text style={paragraph}>Hi {order.firstName},</Text> : null}
        <Message kind={kind} order={order} />
        <Lines order={order} />
        <Text style={paragraph}>
          <Link href={`${publicUrl}/account`}>See your orders</Link>
        </Text>
      </MailLayout>
    ),
  };
}
