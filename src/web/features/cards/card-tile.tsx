import { useId } from 'react';
import type { Card } from '../../../domain/cards/card.contract.ts';
import { CARD_FINISH_LABELS, UNGRADED } from '../../../domain/catalog/options.ts';
import { AddToCartButton, PriceAndStock } from '../catalog/add-to-cart-button.tsx';
import { ItemImage } from '../catalog/item-image.tsx';
import { ItemTileSkeleton } from '../catalog/item-tile-skeleton.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-800">{value}</dd>
    </div>
  );
}

/** One single card: what it is, its condition and grading, stock and price. */
export function CardTile({ item, priority }: { item: Card; priority: boolean }) {
  const nameId = useId();
  const graded =
    item.gradingService !== null && item.gradingService !== '' && item.gradingService !== UNGRADED;
  const setLine = [
    item.setName,
    item.setCode && item.collectorNumber ? `${item.setCode} ${item.collectorNumber}` : item.setCode,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        eager={priority}
        className="aspect-[5/7] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          {item.gameType}
        </p>
        <h2 id={nameId} className="font-bold text-stone-900">
          {item.name}
        </h2>
        <p className="text-sm text-stone-600">{setLine}</p>
        <dl className="grid gap-1 text-sm">
          <Fact label="Condition" value={item.condition} />
          <Fact label="Finish" value={CARD_FINISH_LABELS[item.finish]} />
          {item.language !== 'English' && <Fact label="Language" value={item.language} />}
          {item.rarity && <Fact label="Rarity" value={item.rarity} />}
          {graded && item.gradingService && <Fact label="Grading" value={item.gradingService} />}
          {item.grade && <Fact label="Grade" value={item.grade} />}
        </dl>
        <PriceAndStock price={item.price} inStock={item.quantity} />
        {item.forSale ? (
          <AddToCartButton type="card" item={item} inStock={item.quantity} describedBy={nameId} />
        ) : (
          <p className="rounded-md bg-stone-100 py-2 text-center text-sm font-semibold text-stone-700">
            Not for sale: ask in store about trades
          </p>
        )}
      </div>
    </article>
  );
}

export function CardTileSkeleton() {
  return (
    <ItemTileSkeleton
      imageClassName="aspect-[5/7]"
      lineClassNames={['h-3 w-1/3', 'h-5 w-3/4', 'h-4 w-1/2', 'h-16 w-full', 'h-10 w-full']}
    />
  );
}
