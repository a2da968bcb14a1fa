import { Link, Text } from '@react-email/components';
import type { Location } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What the "gift card delivered" message says: the amount, who sent it, and the code. */
export interface GiftCardDeliveredFacts {
  /** As "$25.00". */
  amount: string;
  /** The buyer's first name, when the card goes to someone else and the buyer gave one. */
  from: string | null;
  /** The buyer's message, if any. */
  message: string | null;
  /** The whole code, grouped as a reader types it: the only place it is ever shown. */
  code: string;
  store: Location;
  publicUrl: string;
}

const codeStyle = {
  fontSize: '22px',
  fontFamily: 'monospace',
  letterSpacing: '2px',
  fontWeight: 'bold',
} as const;

/** Delivers a paid gift card's code to its recipient (or to the buyer, who gives it on). */
export function giftCardDeliveredMail(facts: GiftCardDeliveredFacts): MailContent {
  // The buyer's own words stay out of the subject: the mail goes to any address they give, and
  // a name there would read as the shop's ("Natural State TCG Security: verify at ...").
  const subject = facts.from
    ? `You've been sent a ${facts.amount} Natural State TCG gift card`
    : `Your ${facts.amount} Natural State TCG gift card`;
  return {
    subject,
    element: (
      <MailLayout
        preview={subject}
        heading={subject}
        store={facts.store}
        publicUrl={facts.publicUrl}
      >
        {facts.from ? <Text style={paragraph}>From {facts.from}:</Text> : null}
        {facts.message ? <Text style={paragraph}>“{facts.message}”</Text> : null}
        <Text style={paragraph}>Your gift card code:</Text>
        <Text style={codeStyle}>{facts.code}</Text>
        <Text style={paragraph}>
          To use it, sign in and enter the code under Redeem a gift card on{' '}
          <Link href={`${facts.publicUrl}/account`}>your account</Link>: its{' '}
          <strong>{facts.amount}</strong> becomes store credit, good at both of our stores and
          online. It never expires. Keep this code private: anyone who has it can redeem it once.
        </Text>
      </MailLayout>
    ),
  };
}
