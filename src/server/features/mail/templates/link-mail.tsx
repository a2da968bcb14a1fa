import { Button, Text } from '@react-email/components';
import type { Location } from '../../../../domain/stores/stores.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';

/** What a message carrying a single-use link knows: whom it greets, the link, the store. */
export interface LinkMailFacts {
  firstName: string | null;
  link: string;
  store: Location;
  publicUrl: string;
}

/** The words of one kind of link message. */
export interface LinkMailWords {
  subject: string;
  intro: string;
  action: string;
  /** How long the link works, and what to do if it was not asked for. */
  closing: string;
}

const button = {
  backgroundColor: '#1c1917',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
};

/**
 * A message whose point is one link: a button, and the address written out for mail readers
 * that show no buttons.
 */
export function linkMail(words: LinkMailWords, facts: LinkMailFacts): MailContent {
  return {
    subject: words.subject,
    element: (
      <MailLayout
        preview={words.intro}
        heading={words.subject}
        store={facts.store}
        publicUrl={facts.publicUrl}
      >
        {facts.firstName ? <Text style={paragraph}>Hi {facts.firstName},</Text> : null}
        <Text style={paragraph}>{words.intro}</Text>
        <Button href={facts.link} style={button}>
          {words.action}
        </Button>
        <Text style={paragraph}>
          Or copy this address into your browser: <br />
          {facts.link}
        </Text>
        <Text style={paragraph}>{words.closing}</Text>
      </MailLayout>
    ),
  };
}
