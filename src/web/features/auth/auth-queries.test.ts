import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { customerDataKey, forgetCustomer, rememberCustomer, sessionKeys } from './auth-queries.ts';

const CASEY: Customer = {
  id: 7,
  email: 'casey@example.com',
  isEmailVerified: true,
  firstName: 'Casey',
  lastName: 'Reed',
  phone: null,
  preferredLocation: 'nlr',
  emailOrderUpdates: true,
  emailEventAnnouncements: false,
  wizardsEmail: null,
  pokemonPlayerId: null,
  konamiCardGameId: null,
  createdAt: '2026-11-26T12:00:00.000Z',
};

/** A read of the session the server answers only when told, as one slow on the network. */
function sessionReadOnItsWay(client: QueryClient, answer: Customer | null) {
  let land = () => {};
  const read = client
    .fetchQuery({
      queryKey: sessionKeys.customer(),
      queryFn: () => new Promise<Customer | null>((resolve) => (land = () => resolve(answer))),
    })
    .catch(() => 'called off');
  return { read, land: () => land() };
}

describe('who is signed in, in the browser', () => {
  it('stays signed in when a read of the session asked before the sign-in lands after it', async () => {
    const client = new QueryClient();
    const { read, land } = sessionReadOnItsWay(client, null);
    await rememberCustomer(client, CASEY);
    land();
    expect(await read).toBe('called off');
    expect(client.getQueryData(sessionKeys.customer())).toEqual(CASEY);
  });

  it('stays signed out when a read asked before the sign-out lands after it', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.customer(), CASEY);
    client.setQueryData([...customerDataKey, 'orders'], ['NLR-1001']);
    const { read, land } = sessionReadOnItsWay(client, CASEY);
    await forgetCustomer(client);
    land();
    await read;
    expect(client.getQueryData(sessionKeys.customer())).toBeNull();
    expect(client.getQueryData([...customerDataKey, 'orders'])).toBeUndefined();
  });
});
