import type { Card } from '../../../domain/cards/card.contract.ts';
import { CARD_FINISH_LABELS, UNGRADED } from '../../../domain/catalog/options.ts';

interface Fact {
  label: string;
  value: string;
  /** Most facts read plainly ("Near Mint"); a bare grade ("9") needs its label shown. */
  labelShown?: boolean;
  /** The first to give way in a list row's single line; a narrow row leaves it out. */
  minor?: boolean;
}

/** A card's set code and collector number when known ("WOE 42"), else its code alone or nothing. */
export function cardSetCode(card: Card): string | null {
  return card.setCode && card.collectorNumber
    ? `${card.setCode} ${card.collectorNumber}`
    : card.setCode;
}

/** The set a card is from, with its code and collector number when known: "Wilds of Eldraine · WOE 42". */
export function cardSetLine(card: Card): string {
  return [card.setName, cardSetCode(card)].filter(Boolean).join(' · ');
}

/** What sets one copy of a card apart from another; the usual (non-foil, English, raw) goes unsaid. */
function cardFacts(card: Card): Fact[] {
  const graded =
    card.gradingService !== null && card.gradingService !== '' && card.gradingService !== UNGRADED;
  const facts: Fact[] = [{ label: 'Condition', value: card.condition }];
  if (card.finish !== 'non-foil')
    facts.push({ label: 'Finish', value: CARD_FINISH_LABELS[card.finish] });
  if (card.language !== 'English') facts.push({ label: 'Language', value: card.language });
  if (graded && card.gradingService) facts.push({ label: 'Grading', value: card.gradingService });
  if (card.grade) facts.push({ label: 'Grade', value: card.grade, labelShown: true });
  // Last, so a list row's line that runs out of room cuts the least telling fact.
  if (card.rarity) facts.push({ label: 'Rarity', value: card.rarity, minor: true });
  return facts;
}

/** A list row's chip: a minor one gives way first, cut short with an ellipsis or, narrow, left out. */
function lineChip(minor: boolean | undefined): string {
  return `px-1 leading-4 ${minor ? 'min-w-0 truncate max-lg:hidden' : 'shrink-0'}`;
}

/**
 * A card's condition, finish, grading and so on, as small chips; screen readers hear each label.
 * In a list row (`line`) the chips are shorter and stay on one line, the minor ones
 * giving way first.
 */
export function CardFacts({ card, line = false }: { card: Card; line?: boolean }) {
  return (
    <dl
      className={`flex gap-1 text-xs ${line ? 'min-w-0 flex-nowrap overflow-hidden' : 'flex-wrap'}`}
    >
      {cardFacts(card).map(({ label, value, labelShown, minor }) => (
        <div
          key={label}
          className={`rounded bg-stone-100 text-stone-800 ${line ? lineChip(minor) : 'px-1.5 py-0.5'}`}
        >
          <dt className={labelShown ? 'mr-1 inline text-stone-600' : 'sr-only'}>{label}</dt>
          <dd className="inline font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
