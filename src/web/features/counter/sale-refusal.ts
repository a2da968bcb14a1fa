import type { TenderMethod } from '../../../domain/orders/tenders.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { DraftLine } from './sale-draft.ts';

/** Where a refused sale's message belongs on the screen. */
export type SaleRefusal =
  | { at: 'line'; key: string; message: string }
  | { at: 'drawer'; message: string }
  | { at: 'tender'; method: TenderMethod; message: string }
  | { at: 'sale'; message: string };

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

const FALLBACK = 'The sale could not be completed. Please try again.';

/** Places a refusal by its code: a short line at the line, no drawer at the drawer, and so on. */
export function saleRefusal(error: unknown, lines: readonly DraftLine[]): SaleRefusal {
  if (!(error instanceof ApiError)) return { at: 'sale', message: FALLBACK };
  // A refused field's own words, not the whole answer's ("discount: ..."), which names it.
  const fieldMessage = Object.values(error.fields)[0];
  const message = fieldMessage ?? error.serverMessage ?? FALLBACK;
  switch (error.code) {
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
    case 'insufficient_gift_card':
      return { at: 'tender', method: 'gift_card', message };
    default:
      return { at: 'sale', message };
  }
}
