import type { RegistrationStatus } from '../../src/domain/registrations/registration.contract.ts';
import { addDays, storeDate } from '../../src/domain/shared/dates.ts';
import type { OwedMail } from './crash-mail.ts';
import {
  type Customer,
  call,
  callAs,
  confirmOrder,
  payWithTestCard,
  setUpPayment,
  signUp,
} from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/** The two events players race for: few seats, so the waitlists fill within a round or two. */
export interface CrashEvents {
  free: CrashEvent;
  paid: CrashEvent;
}

interface CrashEvent {
  id: number;
  name: string;
  seats: number;
}

/** A player's place in one event as the server last acknowledged it, and what they asked since. */
export interface Place {
  customer: Customer;
  tournamentId: number;
  status: RegistrationStatus;
  /** The status the register call answered, which the player's first message tells of. */
  answered: RegistrationStatus;
  position?: number;
  /** Until when a held seat is kept, as the register answer said. */
  keptUntil?: string;
  /** A drop or a payment was sent, answered or not: its outcome is a legitimate later state. */
  dropSent?: boolean;
  paymentSent?: boolean;
  paymentIntentId?: string;
}

export async function createEvents(shop: ShopProcess, staff: string): Promise<CrashEvents> {
  const date = addDays(storeDate(), 30);
  const create = async (
    name: string,
    entryFee: string,
    maxParticipants: number,
  ): Promise<CrashEvent> => {
    const answer = await call(shop, '/api/tournaments', {
      method: 'POST',
      token: staff,
      body: {
        name,
        date,
        time: '18:00',
        entryFee,
        maxParticipants,
        gameType: 'Pokemon',
        location: 'nlr',
      },
    });
    if (answer.status !== 201) throw new Error(`could not create ${name}: ${answer.status}`);
    return { id: Number(answer.body?.id), name, seats: maxParticipants };
  };
  return {
    free: await create('Crash League Night', '0.00', 8),
    paid: await create('Crash Paid Draft', '10.00', 10),
  };
}

async function register(
  shop: ShopProcess,
  customer: Customer,
  tournamentId: number,
  places: Place[],
): Promise<Place | undefined> {
  const answer = await callAs(shop, customer, `/api/tournaments/${tournamentId}/registrations`, {
    method: 'POST',
  });
  if (answer.status !== 200 || !answer.body) return undefined;
  const { status, position, offerExpiresAt } = answer.body;
  const place: Place = {
    customer,
    tournamentId,
    status: status as RegistrationStatus,
    answered: status as RegistrationStatus,
    ...(typeof position === 'number' ? { position } : {}),
    ...(typeof offerExpiresAt === 'string' ? { keptUntil: offerExpiresAt } : {}),
  };
  places.push(place);
  return place;
}

async function drop(shop: ShopProcess, place: Place): Promise<void> {
  place.dropSent = true;
  const answer = await callAs(
    shop,
    place.customer,
    `/api/tournaments/${place.tournamentId}/registrations/mine`,
    { method: 'DELETE' },
  );
  if (answer.status === 204) place.status = 'dropped';
}

async function pay(shop: ShopProcess, place: Place): Promise<void> {
  place.paymentSent = true;
  const payment = await setUpPayment(shop, place.customer);
  if (!payment) return;
  // Kept before paying: a payment cut short by the kill is one the player comes back to.
  place.paymentIntentId = payment.paymentIntentId;
  const order = await payWithTestCard(shop, place.customer, payment);
  if (order?.status === 200) place.status = 'registered';
}

/**
 * One new player: registers for the free event (and sometimes drops), then for the paid one,
 * whose held seat they pay for, give up, or walk away from and leave to lapse.
 */
export async function playerVisit(
  shop: ShopProcess,
  events: CrashEvents,
  places: Place[],
  signedUp: Customer[],
): Promise<void> {
  const customer = await signUp(shop, signedUp);
  if (!customer) return;
  const free = await register(shop, customer, events.free.id, places);
  if (free && Math.random() < 0.3) await drop(shop, free);
  const paid = await register(shop, customer, events.paid.id, places);
  if (paid?.status !== 'held') return;
  const choice = Math.random();
  if (choice < 0.6) await pay(shop, paid);
  else if (choice < 0.75) await drop(shop, paid);
}

/** Where an acknowledged place may legitimately be now; null for no live registration. */
function allowedNow(place: Place, events: CrashEvents, now: Date): (RegistrationStatus | null)[] {
  const promoted = place.tournamentId === events.free.id ? 'registered' : 'offered';
  const lapsed = place.keptUntil !== undefined && Date.parse(place.keptUntil) <= now.getTime();
  const allowed: Record<RegistrationStatus, (RegistrationStatus | null)[]> = {
    registered: ['registered'],
    waitlisted: ['waitlisted', promoted],
    offered: ['offered'],
    held: [
      'held',
      ...(place.paymentSent ? ['registered' as const] : []),
      ...(lapsed ? [null] : []),
    ],
    // A dropped place stays on the player's list, shown as dropped (or gone, had it never been).
    dropped: [null, 'dropped'],
  };
  return [...allowed[place.status], ...(place.dropSent ? [null, 'dropped' as const] : [])];
}

/**
 * After the restart: every acknowledged place is still there with its status or a later
 * legitimate one, a waitlist place has not moved back, and a held seat keeps its time.
 */
export async function verifyPlaces(
  shop: ShopProcess,
  events: CrashEvents,
  places: readonly Place[],
): Promise<string[]> {
  const problems: string[] = [];
  const now = new Date();
  const byCustomer = new Map<Customer, Place[]>();
  for (const place of places) {
    byCustomer.set(place.customer, [...(byCustomer.get(place.customer) ?? []), place]);
  }
  for (const [customer, own] of byCustomer) {
    const answer = await callAs(shop, customer, '/api/customers/registrations');
    if (answer.status !== 200) {
      problems.push(`a player's registrations answer ${answer.status} after the restart`);
      continue;
    }
    const list = answer.body as unknown as {
      status: RegistrationStatus;
      position?: number;
      offerExpiresAt?: string;
      tournament: { id: number };
    }[];
    for (const place of own) {
      const current = list.find((entry) => entry.tournament.id === place.tournamentId);
      const where = `event ${place.tournamentId}: acknowledged ${place.status}`;
      if (!allowedNow(place, events, now).includes(current?.status ?? null)) {
        problems.push(`${where}, now ${current?.status ?? 'gone'}`);
      } else if (
        current?.status === 'waitlisted' &&
        (current.position ?? 0) > (place.position ?? 0)
      ) {
        problems.push(`${where} #${place.position}, now #${current.position}`);
      } else if (current?.status === 'held' && current.offerExpiresAt !== place.keptUntil) {
        problems.push(`${where} until ${place.keptUntil}, now until ${current.offerExpiresAt}`);
      }
    }
  }
  return problems;
}

/**
 * Players whose payment went out unanswered come back to the confirmation page, as a browser
 * does (Stripe would also send its webhook again): the shop turns a succeeded payment into the
 * seat, or refunds it.
 */
export async function returnToUnansweredPayments(
  shop: ShopProcess,
  places: readonly Place[],
): Promise<void> {
  for (const place of places) {
    if (place.status !== 'held' || !place.paymentIntentId) continue;
    const order = await confirmOrder(shop, place.customer, place.paymentIntentId);
    if (order.status === 200) place.status = 'registered';
  }
}

/**
 * What each acknowledged place owes its player: the registered or waitlisted message of the
 * register answer (a held seat says nothing until paid), the registered one once a payment
 * for a held seat was acknowledged, and the dropped one for a seat or waitlist place given up.
 */
export function placeMailOwed(places: readonly Place[], events: CrashEvents): OwedMail[] {
  const names = new Map([events.free, events.paid].map((event) => [event.id, event.name]));
  return places.flatMap((place) => {
    const name = names.get(place.tournamentId);
    const to = place.customer.email;
    const owed: OwedMail[] = [];
    if (place.answered === 'waitlisted')
      owed.push({ to, subject: `You're #${place.position} on the waitlist for ${name}` });
    if (
      place.answered === 'registered' ||
      (place.answered === 'held' && place.status === 'registered')
    )
      owed.push({ to, subject: `You're registered for ${name}` });
    if (place.status === 'dropped' && place.answered !== 'held')
      owed.push({ to, subject: `You've dropped out of ${name}` });
    return owed;
  });
}
