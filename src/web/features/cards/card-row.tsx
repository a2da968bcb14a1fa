import { useId } from 'react';
import type { Card } from '../../../domain/cards/card.contract.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { AddToCartButton } from '../catalog/add-to-cart-button.tsx';
import { ItemImage } from '../catalog/item-image.tsx';
import { StockBadge } from '../catalog/stock-badge.tsx';
import { CardFacts, cardSetCode, cardSetLine } from './card-facts.tsx';

/**
 * The row's columns. From lg one line, as singles shops list cards: thumbnail, name, set,
 * condition and finish, price, stock, Add to Cart; the fixed widths line the columns up from
 * row to row. Narrower, two short lines: the name over the facts and set, the price over the
 * stock, and Add to Cart beside them (an icon on phones).
 */
const ROW_GRID =
  'grid grid-cols-[1.75rem_minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-0.5 px-2 py-0.5 ' +
  'lg:grid-cols-[1.75rem_minmax(0,5fr)_minmax(0,6fr)_minmax(0,5fr)_4.5rem_6.5rem_8rem] lg:gap-x-3 lg:px-3 lg:py-px';

/** One single card as a row of the list view, dense enough to scan a store's stock. */
export function CardRow({ item, priority }: { item: Card; priority: boolean }) {
  const nameId = useId();
  return (
    <article className={ROW_GRID}>
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        eager={priority}
        fit="contain"
        small
        className="row-span-2 h-8 w-7 rounded-sm lg:row-span-1"
      />
      <h2
        id={nameId}
        className="col-start-2 row-start-1 truncate text-sm leading-4 font-bold text-stone-900 lg:leading-5"
      >
        {item.name}
      </h2>
      {/* On a narrow row the facts and the set share the second line; from lg each is a column. */}
      <div className="col-start-2 row-start-2 flex min-w-0 items-center gap-1.5 lg:contents">
        <div className="min-w-0 shrink-0 lg:col-start-4 lg:row-start-1">
          <CardFacts card={item} line />
        </div>
        <p
          title={cardSetLine(item)}
          className="min-w-0 truncate text-xs leading-4 text-stone-600 lg:col-start-3 lg:row-start-1"
        >
          <span className="lg:hidden">{cardSetCode(item) ?? item.setName}</span>
          <span className="max-lg:hidden">{cardSetLine(item)}</span>
        </p>
      </div>
      <p className="col-start-3 row-start-1 text-right text-sm leading-4 font-bold text-stone-900 tabular-nums lg:col-start-5 lg:leading-5">
        {formatApiPrice(item.price)}
      </p>
      <div
        className={`col-start-3 row-start-2 flex justify-self-end lg:col-start-6 lg:row-start-1 lg:justify-self-start ${item.forSale ? '' : 'max-sm:hidden'}`}
      >
        <StockBadge inStock={item.quantity} size="sm" />
      </div>
      {item.forSale ? (
        <AddToCartButton
          type="card"
          item={item}
          inStock={item.quantity}
          describedBy={nameId}
          className="col-start-4 row-span-2 row-start-1 whitespace-nowrap max-sm:size-8 max-sm:px-0 sm:w-32 lg:col-start-7 lg:row-span-1 lg:h-7"
          labelClassName="max-sm:sr-only"
        />
      ) : (
        <p className="col-start-3 row-start-2 justify-self-end rounded-full bg-stone-200 px-2 text-xs leading-4 font-semibold whitespace-nowrap text-stone-700 sm:col-start-4 sm:row-span-2 sm:row-start-1 sm:w-32 sm:bg-transparent sm:text-center lg:col-start-7 lg:row-span-1">
          Not for sale
        </p>
      )}
    </article>
  );
}
