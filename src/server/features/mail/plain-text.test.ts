import { render, toPlainText as reactEmailPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.ts';
import { orderMail } from './templates/order-messages.tsx';
import { refundSentMail } from './templates/refund-sent.tsx';

const ORDER = {
  orderNumber: 'NLR-1001',
  pickupCode: 'K7Q2',
  location: 'nlr',
  firstName: 'Casey',
  items: [
    { name: 'Charizard ex (Near Mint)', quantity: 1, totalCents: 4500 },
    { name: 'Booster Bundle', quantity: 2, totalCents: 5998 },
  ],
  subtotalCents: 10498,
  discountCents: 0,
  taxCents: 997,
  taxLabel: 'Sales tax (9.5%)',
  totalCents: 11495,
  tenders: [{ method: 'card', cents: 11495 }],
} as const;

describe("a message's plain text", () => {
  it("is React Email's, word for word, for each message converted in turn", async () => {
    const messages = [
      orderMail('order_placed', ORDER, 'https://shop.example.com'),
      orderMail('order_ready', ORDER, 'https://shop.example.com'),
      refundSentMail(
        {
          orderNumber: 'NLR-1001',
          location: 'nlr',
          firstName: 'Casey',
          reason: 'damaged',
          parts: [{ method: 'store_credit', cents: 300 }],
        },
        'https://shop.example.com',
      ),
    ];
    for (const message of messages) {
      const html = await render(message.element);
      const text = toPlainText(html);
      expect(text).toBe(reactEmailPlainText(html));
      expect(text).toContain('NLR-1001');
      expect(text).not.toContain('<');
    }
  });
});
