import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeCreditEntries } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { setUpCounterGiftCards } from '../../testing/counter-gift-cards.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';

const counter = setUpCounterGiftCards();
const { ctx, as, cardSoldForCash } = counter;

describe('a gift card a customer pays with at the counter', () => {
  it('pays no more than is on the card: their credit from before is a store credit tender', async () => {
    const code = await cardSoldForCash('25.00');
    const player = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, as.owner, player, '5.00');
    const [box] = await insertMerchandise(ctx.db, [{ name: 'Deck box', priceCents: 1000 }]);
    const threeBoxes = [{ itemType: 'merchandise', itemId: box?.id, quantity: 3 }];
    const over = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: player.id,
      lines: threeBoxes,
      tenders: [{ method: 'gift_card', amount: '32.85', code }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'insufficient_gift_card',
      error: `Only $25.00 is left on the gift card ending ${code.slice(-4)}.`,
    });
    expect(await balanceOf(ctx.app, player)).toBe('5.00');

    const paid = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: player.id,
      lines: threeBoxes,
      tenders: [
        { method: 'gift_card', amount: '25.00', code },
        { method: 'store_credit', amount: '5.00' },
        { method: 'cash', amount: '2.85' },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balanceOf(ctx.app, player)).toBe('0.00');
  });

  it('loads the card at the store where it is handed over', async () => {
    const code = await cardSoldForCash('10.00');
    const [bentonDice] = await insertMerchandise(ctx.db, [
      { name: 'Benton dice', priceCents: 400, location: 'benton' },
    ]);
    const player = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, as.owner, {
      location: 'benton',
      customerId: player.id,
      lines: [{ itemType: 'merchandise', itemId: bentonDice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '4.00', code }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const [loaded] = await ctx.db
      .select({ location: storeCreditEntries.location })
      .from(storeCreditEntries)
      .where(
        and(eq(storeCreditEntries.customerId, player.id), eq(storeCreditEntries.kind, 'gift_card')),
      );
    expect(loaded?.location).toBe('benton');
  });

  it('says the card is now empty and how much of it stayed in their credit, on the sale and its receipt', async () => {
    const code = await cardSoldForCash('10.00');
    const [dice] = await insertMerchandise(ctx.db, [
      { name: 'Spindown dice', priceCents: 400, location: 'benton' },
    ]);
    const player = await registerCustomer(ctx.app);
    const sold = await ringUp(ctx.app, as.owner, {
      location: 'benton',
      customerId: player.id,
      lines: [{ itemType: 'merchandise', itemId: dice?.id, quantity: 1 }],
      tenders: [{ method: 'gift_card', amount: '4.00', code }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const tender = { method: 'gift_card', giftCardLeft: null, giftCardToCredit: '6.00' };
    expect(sold.json().tenders).toEqual([expect.objectContaining(tender)]);
    const again = await ctx.app.inject({
      url: `/api/admin/counter/sales/${sold.json().receiptNumber}`,
      headers: as.owner,
    });
    expect(again.json().tenders).toEqual([expect.objectContaining(tender)]);
    expect(await balanceOf(ctx.app, player)).toBe('6.00');
  });
});
