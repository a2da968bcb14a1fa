import { describe, expect, it } from 'vitest';
import { ForbiddenError } from './errors.ts';
import { assertStoreAccess } from './store-access.ts';

describe('the store-access guard', () => {
  it("refuses staff another store's things, naming the store and what was refused", () => {
    expect(() => assertStoreAccess({ location: 'nlr' }, 'benton', 'see its rosters')).toThrow(
      new ForbiddenError('Only staff of the Benton store can see its rosters.'),
    );
  });

  it('lets staff act on their own store and the owner on both', () => {
    expect(() => assertStoreAccess({ location: 'nlr' }, 'nlr', 'move its stock')).not.toThrow();
    expect(() => assertStoreAccess({ location: null }, 'benton', 'move its stock')).not.toThrow();
  });
});
