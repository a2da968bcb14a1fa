import { describe, expect, it } from 'vitest';
import { MAGIC, magicTerms, setUpBuylist } from '../../testing/buylist.ts';

const { staff, settings, setTerms, row } = setUpBuylist();

describe('the buylist settings', () => {
  it('are the defaults per game until set', async () => {
    const body = (await settings(staff.nlrStaff)).json();
    expect(body.games).toHaveLength(4);
    expect(body.games[0]).toEqual({
      gameType: MAGIC,
      cashPercent: 50,
      creditPercent: 60,
      conditionFactors: {
        'Near Mint': 100,
        'Lightly Played': 90,
        'Moderately Played': 80,
        'Heavily Played': 50,
        Damaged: 25,
      },
      floor: '0.50',
      target: 8,
    });
  });

  it('are set per store and game by the owner, and priced by at once', async () => {
    const changed = await setTerms(staff.owner, magicTerms);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().games[0]).toMatchObject({
      cashPercent: 40,
      creditPercent: 55,
      floor: '1.00',
      target: 4,
    });
    expect(await row('Sol Ring')).toMatchObject({
      cashPrice: '1.33',
      creditPrice: '1.83',
      wanted: 1,
    });
    // Pokemon keeps the defaults, and so does the other store.
    expect(await row('Pikachu')).toMatchObject({ cashPrice: '5.00', wanted: 6 });
    expect((await settings(staff.owner, 'benton')).json().games[0].cashPercent).toBe(50);
    expect(
      (await setTerms(staff.owner, { ...magicTerms, cashPercent: 45 }, 'benton')).statusCode,
    ).toBe(200);
    expect((await settings(staff.owner, 'benton')).json().games[0].cashPercent).toBe(45);
  });

  it('are read by the store’s staff, not changed by them, and closed to other stores and visitors', async () => {
    expect((await settings(staff.nlrStaff)).statusCode).toBe(200);
    expect((await setTerms(staff.nlrStaff, { ...magicTerms, cashPercent: 10 })).statusCode).toBe(
      403,
    );
    expect((await settings(staff.bentonStaff)).statusCode).toBe(403);
    expect((await setTerms(staff.bentonStaff, magicTerms)).statusCode).toBe(403);
    const manager = await setTerms(staff.nlrManager, { ...magicTerms, cashPercent: 10 });
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({
      code: 'forbidden',
      error: 'Only the owner changes the buylist.',
    });
    expect((await settings({})).statusCode).toBe(401);
    expect((await settings(staff.owner)).json().games[0].cashPercent).toBe(40);
  });

  it('refuse rates, factors, floors and targets out of range, changing nothing', async () => {
    for (const [payload, field] of [
      [{ ...magicTerms, cashPercent: '101' }, 'cashPercent'],
      [{ ...magicTerms, creditPercent: '30' }, 'creditPercent'],
      [{ ...magicTerms, floor: '-1' }, 'floor'],
      [{ ...magicTerms, target: '2.5' }, 'target'],
      [{ ...magicTerms, gameType: 'Chess' }, 'gameType'],
      [
        { ...magicTerms, conditionFactors: { 'Near Mint': 100 } },
        'conditionFactors.Lightly Played',
      ],
    ] as const) {
      const response = await setTerms(staff.owner, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    expect((await settings(staff.owner)).json().games[0].cashPercent).toBe(40);
  });
});
