import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { employees } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export const OWNER_PASSWORD = 'owner-password-for-tests';
export const STAFF_PASSWORD = 'staff-password-for-tests';

/** Signs staff in through the real API and answers bearer headers for them. */
export async function staffHeaders(
  app: App,
  username?: string,
): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: username ? { username, password: STAFF_PASSWORD } : { password: OWNER_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.body}`);
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('tcg_staff_session='));
  const token = cookie?.split(';')[0]?.split('=')[1];
  if (!token) throw new Error('no staff session cookie');
  return { authorization: `Bearer ${token}` };
}

/** A manager at each store and an account that has been switched off. */
export async function insertEmployees(db: Database): Promise<void> {
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  await db.insert(employees).values([
    { username: 'nlr-manager', passwordHash, location: 'nlr', role: 'manager', firstName: 'Nia' },
    { username: 'benton-staff', passwordHash, location: 'benton', role: 'staff', firstName: 'Ben' },
    { username: 'former-staff', passwordHash, location: 'nlr', role: 'staff', isActive: false },
  ]);
}

type Headers = { authorization: string };

/** Whom a route test acts as: the owner, a manager and a clerk at North Little Rock, a clerk at Benton. */
export interface StaffTeam {
  owner: Headers;
  nlrManager: Headers;
  nlrStaff: Headers;
  bentonStaff: Headers;
}

/** Adds the staff of `insertEmployees` and a clerk at North Little Rock (Sam), and signs each in. */
export async function signInStaffTeam({ app, db }: { app: App; db: Database }): Promise<StaffTeam> {
  await insertEmployees(db);
  await db.insert(employees).values({
    username: 'nlr-staff',
    passwordHash: await hashPassword(STAFF_PASSWORD),
    location: 'nlr',
    role: 'staff',
    firstName: 'Sam',
  });
  return {
    owner: await staffHeaders(app),
    nlrManager: await staffHeaders(app, 'nlr-manager'),
    nlrStaff: await staffHeaders(app, 'nlr-staff'),
    bentonStaff: await staffHeaders(app, 'benton-staff'),
  };
}
