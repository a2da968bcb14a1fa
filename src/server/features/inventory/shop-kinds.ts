import type { SellableKind } from '../../../domain/inventory/sellable-kinds.ts';
import { cards, merchandise } from '../../db/schema/index.ts';
import type { SellableKindStore } from './sellable-kind.ts';
import { stockTable } from './stock-table.ts';

/**
 * Where each of the shop's own kinds keeps its stock. A kind added to the domain's list
 * without a store here fails to compile.
 */
export const SHOP_KINDS: Record<SellableKind, SellableKindStore> = {
  card: stockTable('card', cards, { notForSale: 'This card is not for sale.' }),
  // Products are always for sale (docs/requirements.md#catalog): older admin forms send false.
  merchandise: stockTable('merchandise', merchandise, {
    notForSale: 'This product is not for sale.',
    everyItemForSale: true,
  }),
};
