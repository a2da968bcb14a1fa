import { randomInt } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { newShopper } from './fixtures.ts';
import type { StaffEvent } from './staff-events.ts';

export interface Player {
  name: string;
  email: string;
  /** Registers for the event over the API; answers the code the player shows at check-in. */
  register: (event: StaffEvent) => Promise<string>;
}

/** A shopper with an account, made over the API from an address of their own (sign-ups are counted by address). */
export async function newPlayer(
  firstName: string,
  wizardsEmail: string | null = null,
): Promise<Player> {
  const shopper = { ...newShopper(), firstName, lastName: 'Roster' };
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const { password, email, lastName } = shopper;
  expect(
    (
      await api.post('/api/customers/register', { data: { password, email, firstName, lastName } })
    ).status(),
  ).toBe(201);
  if (wizardsEmail) {
    expect((await api.patch('/api/customers/profile', { data: { wizardsEmail } })).ok()).toBe(true);
  }
  return {
    name: `${firstName} ${lastName}`,
    email,
    register: async (event) => {
      const registered = await api.post(`/api/tournaments/${event.id}/registrations`);
      expect(registered.ok()).toBe(true);
      return ((await registered.json()) as { code: string }).code;
    },
  };
}
