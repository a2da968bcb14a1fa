import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeCreditEntries } from '../../db/schema/index.ts';
import { clientAddress, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { setUpGiftCards } from '../../testing/gift-cards.ts';

const { ctx, redeem, balanceOf, buyCard } = setUpGiftCards();

describe('redeeming a gift card', () => {
  it('moves the card’s value into the balance as a gift card entry, once', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '50' });
    const friend = await registerCustomer(ctx.app);
    // As a person types it: lower case, spaces for dashes.
    const redeemed = await redeem(friend, code.toLowerCase().replaceAll('-', ' '));
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({
      amount: '50.00',
      balance: '50.00',
      lastFour: code.slice(-4),
    });
    const credit = await balanceOf(friend);
    expect(credit.balance).toBe('50.00');
    expect(credit.entries).toEqual([
      expect.objectContaining({
        kind: 'gift_card',
        amount: '50.00',
        description: `Gift card ending ${code.slice(-4)}`,
      }),
    ]);

    // Anyone else is told what an unknown code is told.
    const stranger = await registerCustomer(ctx.app);
    const taken = await redeem(stranger, code);
    const unknown = await redeem(stranger, 'ACDE-FGHJ-KMNP-QRTV');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(unknown.json());
    expect(taken.json().code).toBe('invalid_gift_card');
    // The redeemer sending it again (a double click, a retry) is told it is theirs already:
    // not as a wrong code, so five of them never lock the account out.
    for (let i = 0; i < 5; i++) {
      const again = await redeem(friend, code);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'gift_card_already_yours',
        error: `The gift card ending ${code.slice(-4)} is already redeemed into this account's store credit.`,
      });
    }
    const next = await buyCard(await registerCustomer(ctx.app), { amount: '5' });
    expect((await redeem(friend, next.code)).statusCode).toBe(200);
    expect((await balanceOf(friend)).balance).toBe('55.00');
  });

  it('credits a code once when ten redeem it at the same moment', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '100' });
    const racers = await Promise.all(Array.from({ length: 10 }, () => registerCustomer(ctx.app)));
    const answers = await Promise.all(racers.map((racer) => redeem(racer, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const balances = await Promise.all(
      racers.map(async (racer) => (await balanceOf(racer)).balance),
    );
    expect(balances.filter((balance) => balance === '100.00')).toHaveLength(1);
    expect(balances.filter((balance) => balance === '0.00')).toHaveLength(9);
    const entries = await ctx.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.kind, 'gift_card'));
    expect(entries.filter((entry) => entry.amountCents === 10_000)).toHaveLength(1);
  });

  it('gives every wrong code the same answer, and limits wrong codes per account with 429 and Retry-After', async () => {
    const { code } = await buyCard(await registerCustomer(ctx.app), { amount: '25' });
    const guesser = await registerCustomer(ctx.app);
    const wrong = ['not-a-code', 'ACDE-FGHJ-KMNP-QRTV', 'ACDEFGHJKMNPQRT0'];
    const answers = [];
    for (const [i, guess] of wrong.entries()) {
      answers.push(await redeem(guesser, guess, i === 0 ? guesser.address : clientAddress()));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    // Three wrong codes spend the account's limit, from whatever address; even the right one waits.
    const refused = await redeem(guesser, code, clientAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else still redeems it.
    expect((await redeem(await registerCustomer(ctx.app), code)).statusCode).toBe(200);
  });

  it('limits wrong codes per address, whichever accounts they come from', async () => {
    const address = clientAddress();
    const accounts = await Promise.all(Array.from({ length: 3 }, () => registerCustomer(ctx.app)));
    const statuses = [];
    for (const [i, guess] of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF'].entries()) {
      const account = accounts[i % accounts.length] as TestCustomer;
      statuses.push((await redeem(account, guess, address)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await redeem(accounts[0] as TestCustomer, 'GGGG', clientAddress())).statusCode).toBe(
      400,
    );
  });

  it('refuses a request without a code, or with a blank one, with a 400 naming the field', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const payload of [{}, { code: '   ' }]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/store-credit/redeem',
        headers: customer.auth,
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ code: 'Enter the gift card’s code' });
    }
  });
});
