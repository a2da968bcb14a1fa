import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Shoppers' reads: every GET of the API but staff's own and the health check. */
const isShopperRead = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/admin/') &&
  !request.url.startsWith('/api/health');

/** Reads let in a turn: a write waits for at most these before it is read from its socket. */
const READS_A_TURN = 8;

/**
 * Shoppers' reads wait their turn, READS_A_TURN a turn of the event loop, so a sale at the
 * counter, a staff edit or a customer's write that arrives meanwhile is answered first, not
 * behind every read already in: the server has one thread, and under a rush of catalog reads a
 * cashier's scan would otherwise wait out twenty searches. One read a turn starved the reads;
 * eight keep their rate (docs/performance.md).
 */
export const readsTakeTurns = fp(async (app: FastifyInstance) => {
  const waiting: (() => void)[] = [];
  let turning = false;

  // An immediate set while the loop runs its immediates waits for the next turn, after the
  // loop has read the sockets: that is where the writes that arrived get in.
  const nextTurn = () => {
    for (const next of waiting.splice(0, READS_A_TURN)) next();
    if (waiting.length > 0) setImmediate(nextTurn);
    else turning = false;
  };

  app.addHook('onRequest', async (request) => {
    if (!isShopperRead(request)) return;
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!turning) {
        turning = true;
        setImmediate(nextTurn);
      }
    });
  });
});
