import { Sparkles } from 'lucide-react';

/** Placeholder colours and a short mark per game, so a catalog without photos still reads well. */
const GAME_LOOKS: Record<string, { gradient: string; mark: string }> = {
  'Magic: The Gathering': { gradient: 'from-amber-100 via-orange-200 to-amber-400', mark: 'MTG' },
  Pokemon: { gradient: 'from-yellow-100 via-yellow-200 to-red-300', mark: 'PKMN' },
  'Yu-Gi-Oh!': { gradient: 'from-violet-100 via-purple-200 to-indigo-400', mark: 'YGO' },
  Lorcana: { gradient: 'from-sky-100 via-blue-200 to-indigo-300', mark: 'LOR' },
};
const DEFAULT_LOOK = { gradient: 'from-emerald-100 via-emerald-200 to-stone-300', mark: 'TCG' };

/**
 * A catalog image that never shifts the layout: the box has its size before the image
 * arrives, images below the fold load lazily, and a missing image shows a placeholder.
 */
export function ItemImage({
  src,
  alt,
  game,
  className = '',
  eager = false,
  fit = 'cover',
  small = false,
}: {
  src: string | null | undefined;
  alt: string;
  game?: string | null | undefined;
  className?: string;
  eager?: boolean;
  /** `contain` shows the whole picture in a box of another shape (a card in a wide band). */
  fit?: 'cover' | 'contain';
  /** A thumbnail too small for the placeholder's icon. */
  small?: boolean;
}) {
  if (!src) {
    const look = (game && GAME_LOOKS[game]) || DEFAULT_LOOK;
    return (
      <div
        role="img"
        aria-label={`${alt} (no photo yet)`}
        className={`flex flex-col items-center justify-center gap-1 bg-gradient-to-br text-stone-800/70 ${look.gradient} ${className}`}
      >
        {!small && <Sparkles aria-hidden className="size-7" />}
        <span
          aria-hidden
          className={`font-black ${small ? 'text-[10px] tracking-wide' : 'text-sm tracking-widest'}`}
        >
          {look.mark}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={600}
      className={`bg-stone-100 ${fit === 'contain' ? 'object-contain' : 'object-cover'} ${className}`}
    />
  );
}
