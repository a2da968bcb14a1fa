import { beforeAll, describe, expect, it } from 'vitest';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let manager: { authorization: string };

beforeAll(async () => {
  ({ nlrManager: manager } = await signInStaffTeam(ctx));
});

/** The two sellable kinds an editor saves whole, each with the field that holds its stock. */
const kinds = [
  {
    kind: 'card' as const,
    path: '/api/cards',
    field: 'quantity',
    body: (name: string) => ({
      name,
      gameType: 'Magic: The Gathering',
      setName: 'Alpha',
      condition: 'Near Mint',
      price: '4.00',
      forSale: true,
      location: 'nlr',
    }),
  },
  {
    kind: 'merchandise' as const,
    path: '/api/merchandise',
    field: 'stock',
    body: (name: string) => ({ name, price: '4.00', forSale: true, location: 'nlr' }),
  },
];

describe.each(kinds)(
  'a $kind saved from an editor opened before a sale',
  ({ kind, path, field, body }) => {
    /** Listed with 10 in stock; then a player buys 2 online while the editor is open. */
    async function listedThenSold(name: string) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: manager,
        payload: { ...body(name), [field]: 10 },
      });
      expect(created.statusCode).toBe(201);
      const id: number = created.json().id;
      const player = await registerCustomer(ctx.app);
      await addToServerCart(ctx.app, player, kind, id, 2);
      const { paymentIntentId } = await payCart(ctx.app, player);
      expect((await placeOrder(ctx.app, player, paymentIntentId)).statusCode).toBe(200);
      return id;
    }

    const save = (id: number, name: string, changes: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${path}/${id}`,
        headers: manager,
        payload: { ...body(name), ...changes },
      });

    const stockOf = async (id: number) => {
      const item = (await ctx.app.inject({ url: `${path}/${id}` })).json();
      return { stock: item[field], price: item.price };
    };

    it('keeps the sale when the count is left as the editor showed it', async () => {
      const name = `${kind} kept`;
      const id = await listedThenSold(name);
      const saved = await save(id, name, { price: '5.00', [field]: 10, stockSeen: 10 });
      expect(saved.statusCode).toBe(200);
      expect(await stockOf(id)).toEqual({ stock: 8, price: '5.00' });
    });

    it('refuses a count changed after the stock moved, changing nothing, and says the stock now', async () => {
      const name = `${kind} refused`;
      const id = await listedThenSold(name);
      const refused = await save(id, name, { price: '5.00', [field]: 12, stockSeen: 10 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'stock_changed',
        stock: 8,
        fields: { [field]: expect.stringContaining('from 10 to 8') },
      });
      expect(await stockOf(id)).toEqual({ stock: 8, price: '4.00' });

      // Checked against the stock now, the count is written.
      const again = await save(id, name, { price: '5.00', [field]: 12, stockSeen: 8 });
      expect(again.statusCode).toBe(200);
      expect(await stockOf(id)).toEqual({ stock: 12, price: '5.00' });
    });

    it('writes the count as sent when the editor does not say what it showed', async () => {
      const name = `${kind} as sent`;
      const id = await listedThenSold(name);
      expect((await save(id, name, { [field]: 10 })).statusCode).toBe(200);
      expect((await stockOf(id)).stock).toBe(10);
    });
  },
);
