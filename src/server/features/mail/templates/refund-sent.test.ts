import { render, toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import type { TenderMethod } from '../../../../domain/orders/tenders.ts';
import { refundSentMail } from './refund-sent.tsx';

const textOf = async (parts: { method: TenderMethod; cents: number }[]) =>
  toPlainText(
    await render(
      refundSentMail(
        { orderNumber: 'NLR-1001', location: 'nlr', firstName: 'Casey', reason: 'damaged', parts },
        'https://shop.example.com',
      ).element,
    ),
  );

describe('the "refund sent" mail', () => {
  it('says where each part went, and speaks of store credit only when some went there', async () => {
    const card = await textOf([{ method: 'card', cents: 1200 }]);
    expect(card).toContain('$12.00 to your card');
    expect(card).toContain('Card refunds usually show within 5 to 10 business days.');
    expect(card).not.toContain('Store credit');

    const cash = await textOf([{ method: 'cash', cents: 500 }]);
    expect(cash).toContain('$5.00 in cash');
    expect(cash).not.toContain('Store credit');
    expect(cash).not.toContain('Card refunds');

    const split = await textOf([
      { method: 'card', cents: 700 },
      { method: 'store_credit', cents: 300 },
    ]);
    expect(split).toContain('$7.00 to your card');
    expect(split).toContain('$3.00 to your store credit');
    expect(split).toContain('Store credit is in your account now');
  });
});
