import { CARD_FINISH_LABELS, CARD_FINISHES } from '../catalog/options.ts';
import { formatDollars, parsePrice } from '../money/money.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order.contract.ts';
import { paymentLabel } from '../orders/order-status.ts';
import { isLocation, storeName } from '../stores/stores.ts';
import type { AuditEntry } from './admin.contract.ts';

/** One field an entry changed, in words: "Price", "$4.99", "$5.99". */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** An audit entry as the owner reads it: "Updated card Black Lotus", then what changed. */
export interface AuditDescription {
  action: string;
  /** The kind of thing, as the trail names it: "card", "merchandise", "tournament", "order". */
  thing: string;
  /** The item's name (as it was before a deletion), or "#" and its number when it has none. */
  name: string;
  changes: AuditChange[];
}

type AuditedEntry = Pick<AuditEntry, 'entity' | 'entityId' | 'action' | 'before' | 'after'>;
type Side = 'before' | 'after';

interface FieldView {
  label: string;
  show?: (value: unknown, side: Side) => string;
}

const ACTIONS: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

/** Long values (descriptions) are cut so one change stays one short line. */
const MAX_VALUE_LENGTH = 40;

/** Set by the server on every write, so never something staff changed. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A list or a record in words: "Sol Ring, Lightning Bolt" or "3 items"; "Lines: 2 items; Reason:
 * damaged". The trail keeps what each feature wrote, and people read no JSON.
 */
function summary(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return value.map((item) => summary(item)).join(', ');
    }
    return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([key, item]) => !BOOKKEEPING.has(key) && !isBlank(item))
      .map(([key, item]) => `${sentenceCase(key)}: ${summary(item)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function plain(value: unknown): string {
  if (isBlank(value)) return 'none';
  const text = summary(value) || 'none';
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function money(value: unknown): string {
  const cents = typeof value === 'string' ? parsePrice(value) : null;
  return cents === null ? plain(value) : formatDollars(cents);
}

/** Image addresses mean nothing to people: only whether there was one, and that it changed. */
function image(value: unknown, side: Side): string {
  if (isBlank(value)) return 'none';
  return side === 'before' ? 'previous image' : 'new image';
}

function store(value: unknown): string {
  return typeof value === 'string' && isLocation(value) ? storeName(value) : plain(value);
}

/** A stored code in words ("ready_for_pickup" reads "Ready for pickup"); an unknown one as it is. */
function labelled<Code extends string>(codes: readonly Code[], labels: Record<Code, string>) {
  return (value: unknown): string => {
    const code = codes.find((known) => known === value);
    return code === undefined ? plain(value) : labels[code];
  };
}

function capitalised(value: unknown): string {
  const text = plain(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function paymentStatus(value: unknown): string {
  const status = PAYMENT_STATUSES.find((known) => known === value);
  if (status !== undefined) return paymentLabel(status);
  return value === null ? paymentLabel(null) : plain(value);
}

const SHARED_FIELDS: Record<string, FieldView> = {
  name: { label: 'Name' },
  price: { label: 'Price', show: money },
  gameType: { label: 'Game' },
  description: { label: 'Description' },
  imageUrl: { label: 'Image', show: image },
  location: { label: 'Store', show: store },
  forSale: { label: 'For sale' },
};

/** Each kind's fields as its form and tiles name them. */
const FIELDS_BY_THING: Record<string, Record<string, FieldView>> = {
  tournament: {
    date: { label: 'Date' },
    time: { label: 'Time' },
    entryFee: { label: 'Entry fee', show: money },
    maxParticipants: { label: 'Max players' },
    status: { label: 'Status', show: capitalised },
    prizePool: { label: 'Prize pool' },
  },
  merchandise: {
    category: { label: 'Category' },
    stock: { label: 'Stock' },
    // Stands in for stock only when a client leaves stock out (docs/requirements.md#catalog).
    quantity: { label: 'Legacy quantity' },
    sku: { label: 'SKU' },
    supplier: { label: 'Supplier' },
  },
  card: {
    setName: { label: 'Set' },
    setCode: { label: 'Set code' },
    collectorNumber: { label: 'Collector number' },
    condition: { label: 'Condition' },
    finish: { label: 'Finish', show: labelled(CARD_FINISHES, CARD_FINISH_LABELS) },
    language: { label: 'Language' },
    // A card's quantity is its copies in stock.
    quantity: { label: 'Stock' },
    gradingService: { label: 'Grading' },
    grade: { label: 'Grade' },
    type: { label: 'Type' },
    rarity: { label: 'Rarity' },
  },
  order: {
    status: { label: 'Status', show: labelled(ORDER_STATUSES, ORDER_STATUS_LABELS) },
    paymentStatus: { label: 'Payment', show: paymentStatus },
  },
};

/** "Max participants" from "maxParticipants", for a field no kind lists (yet). */
function sentenceCase(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldView(thing: string, key: string): FieldView {
  return FIELDS_BY_THING[thing]?.[key] ?? SHARED_FIELDS[key] ?? { label: sentenceCase(key) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields an update changed, in the order the item lists them; bookkeeping left out. */
function changedFields(thing: string, before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    return same(before, after)
      ? []
      : [{ field: 'Details', before: plain(before), after: plain(after) }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !BOOKKEEPING.has(key) && !same(before[key], after[key]))
    .map((key) => {
      const { label, show = plain } = fieldView(thing, key);
      return {
        field: label,
        before: show(before[key], 'before'),
        after: show(after[key], 'after'),
      };
    });
}

/** The item's name from what the trail kept: after a change, or before a deletion. */
function nameOf(entry: AuditedEntry): string {
  for (const state of [entry.after, entry.before]) {
    if (!isRecord(state)) continue;
    if (typeof state.name === 'string' && state.name !== '') return state.name;
    // A customer is named by their first and last names.
    const person = [state.firstName, state.lastName].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    if (person.length > 0) return person.join(' ');
  }
  return `#${entry.entityId}`;
}

/** Kinds whose stored name is not how people say them; any other reads without underscores. */
const THING_WORDS: Record<string, string> = {
  trade_in: 'trade-in',
  price_import: 'price file',
  import: 'import file',
  api_key: 'API key',
  buylist_mark: 'buylist mark',
};

const thingOf = (entity: string) => THING_WORDS[entity] ?? entity.replaceAll('_', ' ');

/** What an audit entry did, to what, and (for an update) which fields changed from what to what. */
export function describeAuditEntry(entry: AuditedEntry): AuditDescription {
  return {
    action: ACTIONS[entry.action],
    thing: thingOf(entry.entity),
    name: nameOf(entry),
    changes:
      entry.action === 'update' ? changedFields(entry.entity, entry.before, entry.after) : [],
  };
}
