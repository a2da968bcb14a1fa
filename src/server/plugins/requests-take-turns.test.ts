import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type RequestsTakeTurnsOptions, requestsTakeTurns } from './requests-take-turns.ts';

/** A shop whose routes write down the order they were answered in. */
async function shop(options: RequestsTakeTurnsOptions = {}) {
  const app = Fastify();
  const answered: string[] = [];
  await app.register(requestsTakeTurns, options);
  const route = (method: 'GET' | 'POST' | 'DELETE', url: string, name: string) =>
    app.route({
      method,
      url,
      handler: async (request) => {
        const { n } = request.query as { n?: string };
        answered.push(n === undefined ? name : `${name} ${n}`);
        return {};
      },
    });
  route('GET', '/api/cards', 'read');
  route('POST', '/api/customers/cart', 'cart add');
  route('DELETE', '/api/tournaments/:id/registrations/mine', 'drop');
  route('POST', '/api/create-payment-intent', 'payment');
  route('GET', '/api/admin/counter/lookup', 'counter');
  route('GET', '/api/health', 'health');
  await app.ready();
  apps.push(app);
  return { app, answered };
}

const apps: Awaited<ReturnType<typeof Fastify>>[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const twentyReads = (app: Awaited<ReturnType<typeof shop>>['app']) =>
  Array.from({ length: 20 }, (_, n) => app.inject(`/api/cards?n=${n}`));
const readsInOrder = Array.from({ length: 20 }, (_, n) => `read ${n}`);

describe('requests under a rush', () => {
  it('let a payment, a counter scan and the health check in ahead of the reads waiting', async () => {
    const { app, answered } = await shop();
    const answers = await Promise.all([
      ...twentyReads(app),
      app.inject({ method: 'POST', url: '/api/create-payment-intent' }),
      app.inject('/api/admin/counter/lookup'),
      app.inject('/api/health'),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answered.slice(0, 3).sort()).toEqual(['counter', 'health', 'payment']);
    // The reads are answered in the order they came, every one of them.
    expect(answered.slice(3)).toEqual(readsInOrder);
  });

  it('keep a cart change and a seat dropped until no read is waiting, in the order they came', async () => {
    const { app, answered } = await shop();
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/customers/cart' }),
      app.inject({ method: 'DELETE', url: '/api/tournaments/7/registrations/mine' }),
      ...twentyReads(app),
    ]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answered).toEqual([...readsInOrder, 'cart add', 'drop']);
  });

  it('let a change in beside the reads once it has waited its longest', async () => {
    const { app, answered } = await shop({ changeMaxWaitMs: 0 });
    await Promise.all([
      app.inject({ method: 'POST', url: '/api/customers/cart' }),
      ...twentyReads(app),
    ]);
    // The first turn's eight reads, then the change that may wait no longer, then the rest.
    expect(answered.indexOf('cart add')).toBe(8);
  });

  it('answer a read or a change at once when nothing else is waiting', async () => {
    const { app } = await shop();
    expect((await app.inject('/api/cards?n=0')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/customers/cart' })).statusCode).toBe(200);
  });
});
