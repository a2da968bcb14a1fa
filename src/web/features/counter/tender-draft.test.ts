import { describe, expect, it } from 'vitest';
import { changeCents, dueCents, overpaidCents, settleTenders } from './tender-draft.ts';

describe('tenders when the lines change under them', () => {
  it('take cash given for an old total as the new total and change, as the sale records it', () => {
    // Exact cash for three copies, then two taken off the sale.
    const settled = settleTenders([{ id: 'a', method: 'cash', amountCents: 45_567 }], 15_189);
    expect(settled).toEqual([
      { id: 'a', method: 'cash', amountCents: 15_189, tenderedCents: 45_567 },
    ]);
    expect(dueCents(15_189, settled)).toBe(0);
    expect(changeCents(settled)).toBe(30_378);
  });

  it('keep cash handed over beyond it as what was handed over', () => {
    const settled = settleTenders(
      [
        { id: 'c', method: 'card', amountCents: 1000 },
        { id: 'a', method: 'cash', amountCents: 2000, tenderedCents: 5000 },
      ],
      2500,
    );
    expect(settled[1]).toEqual({ id: 'a', method: 'cash', amountCents: 1500, tenderedCents: 5000 });
    expect(changeCents(settled)).toBe(3500);
    expect(overpaidCents(settled, 2500)).toBe(0);
  });

  it('leave a card over the total as over, for the cashier to take off', () => {
    const settled = settleTenders([{ id: 'c', method: 'card', amountCents: 4000 }], 2500);
    expect(settled).toEqual([{ id: 'c', method: 'card', amountCents: 4000 }]);
    expect(overpaidCents(settled, 2500)).toBe(1500);
  });

  it('change nothing that does not pay past the total', () => {
    const tenders = [{ id: 'a', method: 'cash' as const, amountCents: 1000 }];
    expect(settleTenders(tenders, 2500)).toEqual(tenders);
  });
});
