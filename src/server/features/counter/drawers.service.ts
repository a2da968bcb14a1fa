import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import {
  countedCents,
  type Denomination,
  expectedCents,
  overShortCents,
} from '../../../domain/counter/drawer.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { storeDate, storeInstant } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type IdempotentRequests, idempotentRequest } from '../idempotency/idempotent-requests.ts';
import { assertHolds, createDrawerCash } from './drawer-cash.ts';
import { toDrawer, totalsOf } from './drawer-view.ts';
import type { DrawersRepository } from './drawers.repository.ts';

/**
 * The cash drawers: opened with a counted float, one open per store and register, moved by cash
 * sales (from the sale's own transaction, `takeCash`), paid in and paid out, closed with a count.
 */
export function createDrawersService({
  db,
  repository,
  audit,
  idempotency,
  clock = () => new Date(),
}: {
  db: Database;
  repository: DrawersRepository;
  audit: Pick<AuditRepository, 'record'>;
  /** A retried paid in or out, sent with its first's Idempotency-Key, moves the cash once. */
  idempotency: IdempotentRequests;
  clock?: (() => Date) | undefined;
}) {
  async function answer(drawerId: number): Promise<Drawer> {
    const drawer = await repository.find(drawerId);
    if (!drawer) throw new NotFoundError('Drawer not found');
    return toDrawer(drawer, (await repository.movementsOf([drawer.id])).get(drawer.id) ?? []);
  }

  /** A drawer of a store this member of staff works at, locked for the change. */
  async function lockFor(tx: Transaction, actor: StaffActor, id: number, action: string) {
    const drawer = await repository.lock(tx, id);
    if (!drawer) throw new NotFoundError('Drawer not found');
    assertStoreAccess(actor, drawer.location, action);
    if (drawer.status !== 'open') {
      throw new ConflictError('This drawer is closed.', { code: 'drawer_closed' });
    }
    return drawer;
  }

  return {
    async open(
      actor: StaffActor,
      input: { location: Location; register: string | null; float: number },
    ): Promise<Drawer> {
      assertStoreAccess(actor, input.location, 'open a drawer');
      const register = input.register ?? MAIN_REGISTER;
      try {
        const drawer = await db.transaction(async (tx) => {
          const row = await repository.insert(tx, {
            location: input.location,
            register,
            floatCents: input.float,
            openedBy: actor.label,
          });
          await audit.record(tx, {
            actor,
            location: input.location,
            entity: 'cash_drawer',
            entityId: row.id,
            action: 'create',
            before: null,
            after: { register, float: formatPrice(input.float) },
          });
          return row;
        });
        return answer(drawer.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ConflictError(`The ${register} register already has an open drawer.`, {
          code: 'drawer_open',
        });
      }
    },

    async move(
      actor: StaffActor,
      id: number,
      input: { kind: 'paid_in' | 'paid_out'; amount: number; reason: string },
      key?: string | undefined,
    ): Promise<Drawer> {
      await db.transaction(async (tx) => {
        const drawer = await lockFor(tx, actor, id, 'move its cash');
        // Made already: the answer is the drawer as it is now, with that movement in it.
        if (await idempotency.claim(tx, idempotentRequest('drawer_movement', key, id, input))) {
          return;
        }
        if (input.kind === 'paid_out') {
          await assertHolds(
            repository,
            tx,
            drawer,
            input.amount,
            'pay out no more than that',
            'amount',
          );
        }
        await repository.addMovement(tx, {
          drawerId: id,
          kind: input.kind,
          amountCents: input.amount,
          reason: input.reason,
          reference: null,
          by: actor.label,
        });
      });
      return answer(id);
    },

    async close(
      actor: StaffActor,
      id: number,
      input: { counted: number; denominations?: Partial<Record<Denomination, number>> | undefined },
    ): Promise<Drawer> {
      if (input.denominations && countedCents(input.denominations) !== input.counted) {
        const message = `The bills and coins come to ${formatPrice(countedCents(input.denominations))}, not ${formatPrice(input.counted)}.`;
        throw new BadRequestError(message, { fields: { counted: message } });
      }
      await db.transaction(async (tx) => {
        const drawer = await lockFor(tx, actor, id, 'close its drawer');
        const movements = (await repository.movementsOf([id], tx)).get(id) ?? [];
        const totals = totalsOf(drawer, movements);
        await repository.close(tx, id, {
          countedCents: input.counted,
          denominations: input.denominations ?? null,
          closedBy: actor.label,
          closedAt: clock(),
        });
        await audit.record(tx, {
          actor,
          location: drawer.location,
          entity: 'cash_drawer',
          entityId: id,
          action: 'update',
          before: { status: 'open' },
          after: {
            status: 'closed',
            expected: formatPrice(expectedCents(totals)),
            counted: formatPrice(input.counted),
            overShort: formatPrice(overShortCents(input.counted, totals)),
          },
        });
      });
      return answer(id);
    },

    /** The store's open drawers and those closed today (store time). */
    async list(actor: StaffActor, location: Location): Promise<{ drawers: Drawer[] }> {
      assertStoreAccess(actor, location, 'see its drawers');
      const today = storeInstant(`${storeDate(clock())} 00:00`);
      const drawers = await repository.listed(location, today);
      const movements = await repository.movementsOf(drawers.map((drawer) => drawer.id));
      return {
        drawers: drawers.map((drawer) => toDrawer(drawer, movements.get(drawer.id) ?? [])),
      };
    },

    ...createDrawerCash(repository),
  };
}

export type DrawersService = ReturnType<typeof createDrawersService>;
