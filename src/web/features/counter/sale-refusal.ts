import type { TenderMethod } from '../../../domain/orders/tenders.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { DraftLine } from './sale-draft.ts';

/** Where a refused sale's message belongs on the screen. */
export type SaleRefusal =
  | { at: 'line'; key: string; message: string }
  | { at: 'drawer'; message: string }
  | { at: 'tender'; method: TenderMethod; message: string }
  | { at: 'sale'; message: string }
  /** The sale was made already: the screen offers to start a new one. */
  | { at: 'made'; message: string };

const LINE_FIELD = /^lines\.(\d+)/;

/**
 * The line a refusal's fields name (`lines.2.quantity`: the lines in the order they were sent)
 * with the field's own message ("Only 2 in stock").
 */
function refusedLine(
  error: ApiError,
  lines: readonly DraftLine[],
): { line: DraftLine; message: string | undefined } | undefined {
  for (const [field, message] of Object.entries(error.fields)) {
    const line = lines[Number(LINE_FIELD.exec(field)?.[1] ?? Number.NaN)];
    if (line) return { line, message };
  }
  return undefined;
}

/** No answer came back (or the server failed): the sale may have been made all the same. */
export const ANSWER_LOST =
  'No answer came back, so the sale may have been made. Press Complete sale again to finish it: it is never rung up twice.';

/** The sale was made under this press of Complete sale, and its answer lost, before an edit. */
const ALREADY_MADE = (receipt: string) =>
  `This sale was already completed${receipt ? ` as ${receipt}` : ''} before its answer arrived: find it in Today’s sales. Start a new sale to ring up another.`;

const RECEIPT = /\(([A-Z]{2,6}-\d+)\)/;

/** Places a refusal by its code: a short line at the line, no drawer at the drawer, and so on. */
export function saleRefusal(error: unknown, lines: readonly DraftLine[]): SaleRefusal {
  if (!(error instanceof ApiError) || !error.isRefusal) return { at: 'sale', message: ANSWER_LOST };
  // A refused field's own words, not the whole answer's ("discount: ..."), which names it.
  const fieldMessage = Object.values(error.fields)[0];
  const message = fieldMessage ?? error.serverMessage ?? ANSWER_LOST;
  switch (error.code) {
    case 'idempotency_key_reused':
      return { at: 'made', message: ALREADY_MADE(RECEIPT.exec(message)?.[1] ?? '') };
    case 'insufficient_stock':
    case 'out_of_stock':
    case 'sold_out': {
      const refused = refusedLine(error, lines);
      return refused
        ? { at: 'line', key: refused.line.key, message: refused.message ?? message }
        : { at: 'sale', message };
    }
    case 'drawer_closed':
      return { at: 'drawer', message };
    case 'insufficient_credit':
      return { at: 'tender', method: 'store_credit', message };
    case 'invalid_gift_card':
    case 'gift_card_already_yours':
    case 'insufficient_gift_card':
      return { at: 'tender', method: 'gift_card', message };
    default:
      return { at: 'sale', message };
  }
}
