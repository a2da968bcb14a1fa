import type { Card } from '../../../domain/cards/card.contract.ts';
import { CARD_FINISH_LABELS, UNGRADED } from '../../../domain/catalog/options.ts';

interface Fact {
  label: string;
  value: string;
  /** Most facts read plainly ("Near Mint"); a bare grade ("9") needs its label shown. */
  labelShown?: boolean;
}

/** The set a card is from, with its code and collector number when known: "Wilds of Eldraine · WOE 42". */
export function cardSetLine(card: Card): string {
  const code =
    card.setCode && card.collectorNumber ? `${card.setCode} ${card.collectorNumber}` : card.setCode;
  return [card.setName, code].filter(Boolean).join(' · ');
}

/** What sets one copy of a card apart from another; the usual (non-foil, English, raw) goes unsaid. */
function cardFacts(card: Card): Fact[] {
  const graded =
    card.gradingService !== null && card.gradingService !== '' && card.gradingService !== UNGRADED;
  const facts: Fact[] = [{ label: 'Condition', value: card.condition }];
  if (card.finish !== 'non-foil')
    facts.push({ label: 'Finish', value: CARD_FINISH_LABELS[card.finish] });
  if (card.language !== 'English') facts.push({ label: 'Language', value: card.language });
  if (card.rarity) facts.push({ label: 'Rarity', value: card.rarity });
  if (graded && card.gradingService) facts.push({ label: 'Grading', value: card.gradingService });
  if (card.grade) facts.push({ label: 'Grade', value: card.grade, labelShown: true });
  return facts;
}

/** A card's condition, finish, grading and so on, as small chips; screen readers hear each label. */
export function CardFacts({ card }: { card: Card }) {
  return (
    <dl className="flex flex-wrap gap-1 text-xs">
      {cardFacts(card).map(({ label, value, labelShown }) => (
        <div key={label} className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-800">
          <dt className={labelShown ? 'mr-1 inline text-stone-600' : 'sr-only'}>{label}</dt>
          <dd className="inline font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
