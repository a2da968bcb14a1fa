import { Section, Text } from '@react-email/components';
import type { Location } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What a trade-in message lists: each card bought and what it pays. */
export interface TradeInMailFacts {
  firstName: string | null;
  number: string;
  store: Location;
  /** "Store credit" or "Cash". */
  payout: string;
  /** Lines as "2 × Sol Ring (CMM 1), Near Mint, non-foil: $3.32". */
  lines: readonly string[];
  /** What the lines come to in the chosen payout, as "$10.00". */
  total: string;
  publicUrl: string;
}

export type TradeInMailKind = 'trade_in_submitted' | 'trade_in_offered' | 'trade_in_accepted';

const WORDS: Record<
  TradeInMailKind,
  { subject: (number: string) => string; lead: string; after: string }
> = {
  trade_in_submitted: {
    subject: (number) => `Your trade-in ${number} is submitted`,
    lead: 'Thank you: we hold these prices for 7 days. Bring the cards to the store during the opening hours below and we will grade them at the counter.',
    after: 'What we pay depends on the cards’ condition when we see them.',
  },
  trade_in_offered: {
    subject: (number) => `A revised offer for your trade-in ${number}`,
    lead: 'We graded your cards and our offer changed. Nothing is paid until you answer: accept or decline it under Trade-ins in your account.',
    after: 'If you decline, your cards are waiting for you at the store.',
  },
  trade_in_accepted: {
    subject: (number) => `Your trade-in ${number} is paid`,
    lead: 'We bought these cards from you. Thank you!',
    after: 'Store credit is good at both of our stores and online.',
  },
};

/** The messages of a trade-in: submitted (the list and drop-off hours), a revised offer, paid. */
export function tradeInMail(kind: TradeInMailKind, facts: TradeInMailFacts): MailContent {
  const words = WORDS[kind];
  const subject = words.subject(facts.number);
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
        <Text style={paragraph}>{words.lead}</Text>
        <Section>
          {facts.lines.map((line) => (
            <Text key={line} style={paragraph}>
              {line}
            </Text>
          ))}
        </Section>
        <Text style={paragraph}>
          {kind === 'trade_in_accepted' ? 'Paid' : 'Total'} ({facts.payout}):{' '}
          <strong>{facts.total}</strong>
        </Text>
        <Text style={paragraph}>{words.after}</Text>
      </MailLayout>
    ),
  };
}
