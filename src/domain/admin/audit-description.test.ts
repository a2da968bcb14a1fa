import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-description.ts';

const card = {
  id: 78,
  name: 'Black Lotus',
  gameType: 'Magic: The Gathering',
  setName: 'Alpha',
  finish: 'non-foil',
  price: '4.99',
  quantity: 3,
  imageUrl: null,
  description: null,
  forSale: true,
  location: 'nlr',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const update = (entity: string, before: unknown, after: unknown) =>
  describeAuditEntry({ entity, entityId: '78', action: 'update', before, after });

describe('describing an audit entry', () => {
  it('names the item and lists only the fields that changed, in words', () => {
    const described = update('card', card, {
      ...card,
      price: '5.99',
      quantity: 2,
      updatedAt: '2026-11-23T21:05:00.000Z',
    });
    expect(described).toEqual({
      action: 'Updated',
      thing: 'card',
      name: 'Black Lotus',
      changes: [
        { field: 'Price', before: '$4.99', after: '$5.99' },
        { field: 'Stock', before: '3', after: '2' },
      ],
    });
  });

  it('takes the name from before for a deletion, and lists no changes', () => {
    expect(
      describeAuditEntry({
        entity: 'card',
        entityId: '78',
        action: 'delete',
        before: card,
        after: null,
      }),
    ).toEqual({ action: 'Deleted', thing: 'card', name: 'Black Lotus', changes: [] });
  });

  it('names a created item from after', () => {
    expect(
      describeAuditEntry({
        entity: 'merchandise',
        entityId: '5',
        action: 'create',
        before: null,
        after: { id: 5, name: 'Sleeves' },
      }),
    ).toMatchObject({ action: 'Created', name: 'Sleeves', changes: [] });
  });

  it('names the new name after a rename', () => {
    const described = update('card', card, { ...card, name: 'Black Lotus (Alpha)' });
    expect(described.name).toBe('Black Lotus (Alpha)');
    expect(described.changes).toEqual([
      { field: 'Name', before: 'Black Lotus', after: 'Black Lotus (Alpha)' },
    ]);
  });

  it('reads codes, stores, switches and images as people say them', () => {
    const before = { ...card, finish: 'non-foil', location: 'nlr', forSale: true, imageUrl: null };
    const after = {
      ...before,
      finish: 'foil',
      location: 'benton',
      forSale: false,
      imageUrl: '/uploads/a.jpg',
    };
    expect(update('card', before, after).changes).toEqual([
      { field: 'Finish', before: 'Non-foil', after: 'Foil' },
      { field: 'Image', before: 'none', after: 'new image' },
      { field: 'For sale', before: 'Yes', after: 'No' },
      { field: 'Store', before: 'North Little Rock', after: 'Benton' },
    ]);
  });

  it("keeps a product's stock and its legacy quantity apart", () => {
    const before = { name: 'Sleeves', stock: 3, quantity: 1 };
    expect(update('merchandise', before, { ...before, stock: 2 }).changes).toEqual([
      { field: 'Stock', before: '3', after: '2' },
    ]);
    expect(update('merchandise', before, { ...before, quantity: 4 }).changes).toEqual([
      { field: 'Legacy quantity', before: '1', after: '4' },
    ]);
  });

  it('describes an order by its number and its statuses by their labels', () => {
    expect(
      describeAuditEntry({
        entity: 'order',
        entityId: 'NS-1042',
        action: 'update',
        before: { status: 'paid', paymentStatus: null },
        after: { status: 'cancelled', paymentStatus: 'refunded' },
      }),
    ).toEqual({
      action: 'Updated',
      thing: 'order',
      name: '#NS-1042',
      changes: [
        { field: 'Status', before: 'Paid', after: 'Cancelled' },
        { field: 'Payment', before: 'Paid', after: 'Refunded' },
      ],
    });
  });

  it('reads tournament fees as money and statuses capitalised', () => {
    const before = { name: 'Friday Night Magic', entryFee: '5.00', status: 'upcoming' };
    expect(
      update('tournament', before, { ...before, entryFee: '7.5', status: 'completed' }).changes,
    ).toEqual([
      { field: 'Entry fee', before: '$5.00', after: '$7.50' },
      { field: 'Status', before: 'Upcoming', after: 'Completed' },
    ]);
  });

  it('cuts long text, and names fields no kind lists from their key', () => {
    const before = { name: 'Sleeves', description: 'short', shelfSpot: 'A1' };
    const after = { ...before, description: 'x'.repeat(60), shelfSpot: 'B2' };
    expect(update('merchandise', before, after).changes).toEqual([
      { field: 'Description', before: 'short', after: `${'x'.repeat(39)}…` },
      { field: 'Shelf spot', before: 'A1', after: 'B2' },
    ]);
  });

  it('says nothing changed when only bookkeeping did', () => {
    expect(
      update('card', card, { ...card, updatedAt: '2026-11-24T00:00:00.000Z' }).changes,
    ).toEqual([]);
  });

  it('falls back to the number when the trail kept no name', () => {
    expect(update('card', null, { price: '1.00' }).name).toBe('#78');
  });
});

describe('entries of the counter, trade-ins and customers', () => {
  it('says the kind in words, a customer by name, and lists and records without JSON', () => {
    const created = describeAuditEntry({
      entity: 'customer',
      entityId: '22',
      action: 'create',
      before: null,
      after: { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com' },
    });
    expect(created).toMatchObject({ action: 'Created', thing: 'customer', name: 'Dana Reyes' });

    const graded = describeAuditEntry({
      entity: 'trade_in',
      entityId: 'T-NLR-0042',
      action: 'update',
      before: { change: null },
      after: { change: { lines: [{ id: 3, rejectReason: 'fake' }], status: 'received' } },
    });
    expect(graded).toMatchObject({ thing: 'trade-in', name: '#T-NLR-0042' });
    expect(graded.changes).toEqual([
      { field: 'Change', before: 'none', after: 'Lines: 1 item; Status: received' },
    ]);
    const drawer = { entityId: '4', action: 'create', before: null, after: null } as const;
    expect(describeAuditEntry({ ...drawer, entity: 'cash_drawer' }).thing).toBe('cash drawer');
  });
});
