import { Link, Section, Text } from '@react-email/components';
import { formatDollars } from '../../../../domain/money/money.ts';
import { REFUNDED_TO, type TenderMethod } from '../../../../domain/orders/tenders.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What the "refund sent" message says: how much went back, where, and why. */
export interface RefundSentFacts {
  orderNumber: string;
  location: Location;
  firstName: string | null;
  reason: string;
  parts: readonly { method: TenderMethod; cents: number }[];
}

/** Tells a customer that money went back for their order, each part where it went. */
export function refundSentMail(facts: RefundSentFacts, publicUrl: string): MailContent {
  const totalCents = facts.parts.reduce((sum, part) => sum + part.cents, 0);
  const heading = `${formatDollars(totalCents)} refunded for order ${facts.orderNumber}`;
  const wentTo = (method: TenderMethod) => facts.parts.some((part) => part.method === method);
  return {
    subject: heading,
    element: (
      <MailLayout preview={heading} heading={heading} store={facts.location} publicUrl={publicUrl}>
        {facts.firstName ? <Text style={paragraph}>Hi {facts.firstName},</Text> : null}
        <Text style={paragraph}>We sent back money for your order: {facts.reason}.</Text>
        <Section>
          {facts.parts.map((part) => (
            <Text key={part.method} style={{ ...paragraph, margin: '0' }}>
              {formatDollars(part.cents)} {REFUNDED_TO[part.method]}
            </Text>
          ))}
        </Section>
        {wentTo('card') || wentTo('store_credit') ? (
          <Text style={paragraph}>
            {wentTo('card') ? 'Card refunds usually show within 5 to 10 business days. ' : null}
            {wentTo('store_credit')
              ? 'Store credit is in your account now, good at both of our stores and online.'
              : null}
          </Text>
        ) : null}
        <Text style={paragraph}>
          <Link href={`${publicUrl}/account`}>See your orders</Link>
        </Text>
      </MailLayout>
    ),
  };
}
