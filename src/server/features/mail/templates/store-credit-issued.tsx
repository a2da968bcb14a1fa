import { Text } from '@react-email/components';
import type { Location } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What the "credit issued" message says: how much, why, and what the balance now is. */
export interface CreditIssuedFacts {
  firstName: string | null;
  /** As "$10.00". */
  amount: string;
  balance: string;
  /** Staff's note: why the credit was given. */
  note: string;
  /** The store that gave it. */
  store: Location;
  publicUrl: string;
}

/** Tells a customer that staff added store credit to their account. */
export function creditIssuedMail(facts: CreditIssuedFacts): MailContent {
  const subject = `You've received ${facts.amount} in store credit`;
  return {
    subject,
    element: (
      <MailLayout
        preview={subject}
        heading={subject}
        store={facts.store}
        publicUrl={facts.publicUrl}
      >
        {facts.firstName ? <Text style={paragraph}>Hi {facts.firstName},</Text> : null}
        <Text style={paragraph}>
          We added <strong>{facts.amount}</strong> of store credit to your account: {facts.note}
        </Text>
        <Text style={paragraph}>
          Your balance is now <strong>{facts.balance}</strong>. It is good at both of our stores and
          online, and you can see its history under Store credit in your account.
        </Text>
      </MailLayout>
    ),
  };
}
