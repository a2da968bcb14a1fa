import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { readsTakeTurns } from './reads-take-turns.ts';

/** A shop of three routes that write down the order they were answered in. */
async function shop() {
  const app = Fastify();
  const answered: string[] = [];
  await app.register(readsTakeTurns);
  app.get('/api/cards', async (request) => {
    answered.push(`read ${(request.query as { n: string }).n}`);
    return {};
  });
  app.post('/api/customers/cart', async () => {
    answered.push('write');
    return {};
  });
  app.get('/api/admin/counter/lookup', async () => {
    answered.push('counter');
    return {};
  });
  app.get('/api/health', async () => {
    answered.push('health');
    return {};
  });
  await app.ready();
  return { app, answered };
}

const apps: Awaited<ReturnType<typeof shop>>['app'][] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("shoppers' reads under a rush", () => {
  it('let a write, a counter scan and the health check in ahead of the reads waiting', async () => {
    const { app, answered } = await shop();
    apps.push(app);
    const reads = Array.from({ length: 20 }, (_, n) => app.inject(`/api/cards?n=${n}`));
    const others = [
      app.inject({ method: 'POST', url: '/api/customers/cart' }),
      app.inject('/api/admin/counter/lookup'),
      app.inject('/api/health'),
    ];
    const answers = await Promise.all([...reads, ...others]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answered.slice(0, 3).sort()).toEqual(['counter', 'health', 'write']);
    // The reads are answered in the order they came, every one of them.
    expect(answered.slice(3)).toEqual(Array.from({ length: 20 }, (_, n) => `read ${n}`));
  });

  it('answer a read at once when nothing else is waiting', async () => {
    const { app } = await shop();
    apps.push(app);
    expect((await app.inject('/api/cards?n=0')).statusCode).toBe(200);
  });
});
