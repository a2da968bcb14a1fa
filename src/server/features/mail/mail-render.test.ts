import { toPlainText as reactEmailPlainText, render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import type { MailContent } from './mail-content.ts';
import { LINKS_IN_BRACKETS, toHtml, toPlainText } from './mail-render.ts';
import { eventMail } from './templates/event-place-messages.tsx';
import { orderMail } from './templates/order-messages.tsx';
import { passwordResetMail } from './templates/password-reset.tsx';
import { refundSentMail } from './templates/refund-sent.tsx';
import { creditIssuedMail } from './templates/store-credit-issued.tsx';

const SHOP = 'https://shop.example.com';
const ORDER = {
  orderNumber: 'NLR-1001',
  handover: 'pickup',
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

/** One of each shape: tables of lines, a button, optional parts, dates, a link message. */
const MESSAGES: MailContent[] = [
  orderMail('order_placed', ORDER, SHOP),
  orderMail('order_cancelled', ORDER, SHOP),
  refundSentMail(
    {
      orderNumber: 'NLR-1001',
      location: 'nlr',
      firstName: null,
      reason: 'damaged',
      parts: [
        { method: 'card', cents: 700 },
        { method: 'store_credit', cents: 300 },
      ],
    },
    SHOP,
  ),
  eventMail(
    'event_offered',
    {
      eventName: 'Prerelease: Phoenix of Embers',
      startsAt: new Date('2026-12-05T18:00:00Z'),
      location: 'benton',
      firstName: 'Riley',
      code: 'EVT-7Q2K',
      position: 1,
      offerExpiresAt: new Date('2026-12-04T18:00:00Z'),
    },
    SHOP,
  ),
  creditIssuedMail({
    firstName: 'Casey',
    amount: '$10.00',
    balance: '$18.40',
    note: 'Damaged sleeve on order NLR-1001 & a thank-you',
    store: 'nlr',
    publicUrl: SHOP,
  }),
  passwordResetMail({
    firstName: 'Casey',
    link: `${SHOP}/reset-password?token=abc&x=<1>`,
    store: 'nlr',
    publicUrl: SHOP,
  }),
];

/** React's streaming markers: comments a mail client shows nothing of (Outlook's stay). */
const REACT_MARKER = /<!--(\$|\/\$|html|head|body| )-->/;
const withoutMarkers = (html: string) => html.replace(new RegExp(REACT_MARKER, 'g'), '');

describe("a message's rendering", () => {
  it("is React Email's HTML, without React's streaming markers, for each kind of message", async () => {
    for (const message of MESSAGES) {
      const html = toHtml(message.element);
      expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
      expect(html).not.toMatch(REACT_MARKER);
      expect(html).toBe(withoutMarkers(await render(message.element)));
    }
  });

  it("has React Email's plain text, word for word", async () => {
    for (const message of MESSAGES) {
      const html = toHtml(message.element);
      const text = toPlainText(html);
      expect(text).toBe(
        reactEmailPlainText(await render(message.element), { selectors: LINKS_IN_BRACKETS }),
      );
      // No tag left behind; a link's address stands in angle brackets.
      expect(text).not.toMatch(/<(?!https?:\/\/)[a-z]/);
    }
    expect(toPlainText(toHtml(orderMail('order_placed', ORDER, SHOP).element))).toContain(
      'NLR-1001',
    );
  });

  it('keeps the punctuation after a link out of its address', () => {
    const text = toPlainText(
      '<p>Redeem it on <a href="https://shop.example.com/account">your account</a>: it becomes credit.</p>',
    );
    expect(text).toBe(
      'Redeem it on your account <https://shop.example.com/account>: it becomes credit.',
    );
  });
});
