import { randomUUID } from 'node:crypto';
import type { App } from '../app.ts';

/** Staff complete a counter sale through the real API, under its own idempotency key unless given. */
export function ringUp(
  app: App,
  headers: Record<string, string>,
  payload: object,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/counter/sales',
    headers: { ...headers, 'idempotency-key': key },
    payload,
  });
}

/** Opens a drawer with this float and answers its id. */
export async function openDrawer(
  app: App,
  headers: Record<string, string>,
  payload: { location: string; float: string; register?: string },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/counter/drawers',
    headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`opening the drawer failed: ${response.body}`);
  return response.json().id;
}
