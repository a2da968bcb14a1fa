import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { type Location, STORES } from '../../../../domain/stores/stores.ts';

export const SHOP_NAME = 'Natural State TCG';

const page = { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
};
const small = { color: '#52525b', fontSize: '13px', lineHeight: '20px', margin: '0' };

/** The store's address, phone and hours under every message about it. */
function StoreFooter({ store }: { store: Location }) {
  const { name, street, cityLine, phone, hours } = STORES[store];
  return (
    <Section>
      <Text style={small}>
        {SHOP_NAME} {name}
        <br />
        {street}, {cityLine}
        <br />
        {phone}
      </Text>
      {hours.map(({ days, hours: open }) => (
        <Text key={days} style={small}>
          {days}: {open}
        </Text>
      ))}
    </Section>
  );
}

/**
 * The frame every message shares: the shop's name, a heading, the message, and the store it is
 * about. Every value is rendered by React, so text a customer typed (a name) is escaped.
 */
export function MailLayout({
  preview,
  heading,
  store,
  publicUrl,
  children,
}: {
  preview: string;
  heading: string;
  store: Location;
  publicUrl: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ fontWeight: 700, fontSize: '18px', margin: '0 0 8px' }}>
            <Link href={publicUrl}>{SHOP_NAME}</Link>
          </Text>
          <Heading as="h1" style={{ fontSize: '22px' }}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <StoreFooter store={store} />
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: '15px', lineHeight: '24px' };
