import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertTournaments } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  clock: () => new Date('2026-11-23T18:00:00Z'),
});
const ids = { nlr: 0, benton: 0 };
const players: TestCustomer[] = [];
let owner: Record<string, string>;
let bentonStaff: Record<string, string>;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  const [nlr, benton] = await insertTournaments(ctx.db, [
    { name: 'Roster Night', entryFeeCents: 0, maxParticipants: 2 },
    { name: 'Benton Night', entryFeeCents: 0, location: 'benton' },
  ]);
  Object.assign(ids, { nlr: nlr?.id, benton: benton?.id });
  for (const [firstName, wizardsEmail] of [
    ['Ada', 'ada@wizards.example'],
    ['=HYPERLINK("http://evil.example")', null],
    ['Cy', 'cy@wizards.example'],
  ] as const) {
    const player = await registerCustomer(ctx.app, { firstName });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: player.auth,
      payload: { wizardsEmail },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${ids.nlr}/registrations`,
      headers: player.auth,
    });
    players.push(player);
  }
});

const roster = (query = '', headers = owner) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/tournaments/${ids.nlr}/roster${query}`,
    headers,
  });

describe("an event's roster for its store's staff", () => {
  it('lists the seated players, then the waitlist in order, with their IDs and codes', async () => {
    const entries = (await roster()).json();
    expect(entries.map((entry: { firstName: string }) => entry.firstName)).toEqual([
      'Ada',
      '=HYPERLINK("http://evil.example")',
      'Cy',
    ]);
    expect(entries[0]).toMatchObject({
      status: 'registered',
      wizardsEmail: 'ada@wizards.example',
      paid: false,
      checkedInAt: null,
    });
    expect(entries[2]).toMatchObject({ status: 'waitlisted', position: 1 });
  });

  it('checks a seated player in, once recorded in the audit trail, and nobody else', async () => {
    const [ada, , cy] = (await roster()).json();
    const checkIn = (registrationId: number, headers = owner) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${ids.nlr}/roster/${registrationId}/check-in`,
        headers,
      });
    expect((await checkIn(ada.registrationId)).statusCode).toBe(200);
    expect((await roster()).json()[0].checkedInAt).toBe('2026-11-23T18:00:00.000Z');
    const waiting = await checkIn(cy.registrationId);
    expect(waiting.statusCode).toBe(404);
    expect(waiting.json()).toMatchObject({
      code: 'not_registered',
      error: 'This player is on the waitlist: only players with a seat check in.',
    });
    expect((await checkIn(ada.registrationId, bentonStaff)).statusCode).toBe(403);
    const checkIns = async () => {
      const audit = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: owner,
      });
      return (audit.json() as { entity: string; action: string }[]).filter(
        (entry) => entry.entity === 'registration' && entry.action === 'update',
      ).length;
    };
    expect(await checkIns()).toBe(1);
    // Checked in again (the code typed twice): still one check-in, recorded once.
    expect((await checkIn(ada.registrationId)).statusCode).toBe(200);
    expect(await checkIns()).toBe(1);
  });

  it("exports EventLink's invite list and the full roster as CSV, formulas defused", async () => {
    const invite = await roster('?format=csv&kind=eventlink');
    expect(invite.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(invite.headers['content-disposition']).toContain('attachment');
    // Only seated players who gave a Wizards account e-mail.
    expect(invite.body).toBe('Email\nada@wizards.example\n');

    const full = (await roster('?format=csv&kind=full')).body.trim().split('\n');
    expect(full[0]).toBe(
      'First name,Last name,Email,Status,Code,Wizards account email,Pokémon Player ID,Konami Card Game ID,Paid,Checked in,Payment',
    );
    expect(full[1]).toMatch(
      /^Ada,Player,.*,registered,[A-Z2-9]{6},ada@wizards\.example,,,free,yes,free$/,
    );
    expect(full[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",Player,/);
    expect(full[3]).toContain(',waitlist #1,');
  });

  it("keeps other stores' staff and bad queries out", async () => {
    expect((await roster('', bentonStaff)).statusCode).toBe(403);
    expect((await roster('?format=xml')).json().fields).toHaveProperty('format');
    const benton = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tournaments/${ids.benton}/roster`,
      headers: bentonStaff,
    });
    expect(benton.json()).toEqual([]);
  });
});
