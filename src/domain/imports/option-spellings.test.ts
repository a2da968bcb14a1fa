import { describe, expect, it } from 'vitest';
import { cardmarketConditionOf, conditionOf, finishOf, languageOf } from './option-spellings.ts';

describe("the exports' words for the shop's options", () => {
  it('reads conditions written out, abbreviated or in snake case', () => {
    expect(['Near Mint', 'NM', 'mint', 'near_mint', ' nm-m '].map(conditionOf)).toEqual(
      Array(5).fill('Near Mint'),
    );
    expect(['LP', 'Lightly Played', 'Good'].map(conditionOf)).toEqual([
      'Lightly Played',
      'Lightly Played',
      'Moderately Played',
    ]);
    expect(conditionOf('pristine')).toBeUndefined();
  });

  it("reads ManaBox's Cardmarket grades a step lower below excellent", () => {
    expect(
      ['near_mint', 'excellent', 'good', 'light_played', 'played', 'poor'].map(
        cardmarketConditionOf,
      ),
    ).toEqual([
      'Near Mint',
      'Lightly Played',
      'Moderately Played',
      'Moderately Played',
      'Heavily Played',
      'Damaged',
    ]);
  });

  it('reads finishes and printings, a blank being non-foil', () => {
    expect(
      ['', 'normal', 'Non-foil', 'foil', 'Holofoil', 'Reverse Holofoil', 'etched'].map(finishOf),
    ).toEqual(['non-foil', 'non-foil', 'non-foil', 'foil', 'foil', 'foil', 'etched']);
    expect(finishOf('shiny')).toBeUndefined();
  });

  it('reads languages by name or code, a blank being English', () => {
    expect(
      ['', 'en', 'ja', 'zhs', 'Chinese (Traditional)', 'Simplified Chinese'].map(languageOf),
    ).toEqual([
      'English',
      'English',
      'Japanese',
      'Chinese (Simplified)',
      'Chinese (Traditional)',
      'Chinese (Simplified)',
    ]);
    expect(languageOf('Klingon')).toBeUndefined();
  });

  it.each([
    ['Mint', 'Near Mint'],
    ['Near Mint', 'Near Mint'],
    ['Good (Lightly Played)', 'Lightly Played'],
    ['Played', 'Moderately Played'],
    ['Heavily Played', 'Heavily Played'],
    ['Damaged', 'Damaged'],
  ])('reads Moxfield’s condition "%s" as %s', (word, condition) => {
    expect(conditionOf(word)).toBe(condition);
  });

  it.each([
    ['Near Mint', 'Near Mint'],
    ['Lightly Played', 'Lightly Played'],
    ['Moderately Played', 'Moderately Played'],
    ['Heavily Played', 'Heavily Played'],
    ['Damaged', 'Damaged'],
  ])('reads TCGplayer’s condition "%s" as %s', (word, condition) => {
    expect(conditionOf(word)).toBe(condition);
  });

  it.each([
    ['mint', 'Near Mint'],
    ['near_mint', 'Near Mint'],
    ['excellent', 'Lightly Played'],
    ['good', 'Moderately Played'],
    ['light_played', 'Moderately Played'],
    ['played', 'Heavily Played'],
    ['poor', 'Damaged'],
    ['MT', 'Near Mint'],
    ['NM', 'Near Mint'],
    ['EX', 'Lightly Played'],
    ['GD', 'Moderately Played'],
    ['LP', 'Moderately Played'],
    ['PL', 'Heavily Played'],
    ['PO', 'Damaged'],
  ])('reads the Cardmarket grade "%s" (ManaBox) as %s', (word, condition) => {
    expect(cardmarketConditionOf(word)).toBe(condition);
  });

  it.each([
    ['normal', 'non-foil'],
    ['foil', 'foil'],
    ['etched', 'etched'],
    ['', 'non-foil'],
    ['Normal', 'non-foil'],
    ['Foil', 'foil'],
    ['Holofoil', 'foil'],
    ['Reverse Holofoil', 'foil'],
    ['1st Edition', 'non-foil'],
    ['1st Edition Holofoil', 'foil'],
    ['Unlimited', 'non-foil'],
    ['Unlimited Holofoil', 'foil'],
  ])('reads the finish "%s" (ManaBox, Moxfield, TCGplayer) as %s', (word, finish) => {
    expect(finishOf(word)).toBe(finish);
  });

  it.each([
    ['en', 'English'],
    ['ja', 'Japanese'],
    ['de', 'German'],
    ['fr', 'French'],
    ['it', 'Italian'],
    ['es', 'Spanish'],
    ['pt', 'Portuguese'],
    ['ru', 'Russian'],
    ['ko', 'Korean'],
    ['zhs', 'Chinese (Simplified)'],
    ['zht', 'Chinese (Traditional)'],
    ['English', 'English'],
    ['Japanese', 'Japanese'],
    ['Chinese (Simplified)', 'Chinese (Simplified)'],
    ['Chinese (Traditional)', 'Chinese (Traditional)'],
    ['Portuguese (Brazil)', 'Portuguese'],
  ])(
    'reads the language "%s" (ManaBox codes, Moxfield and TCGplayer names) as %s',
    (word, language) => {
      expect(languageOf(word)).toBe(language);
    },
  );

  it('refuses words no format writes', () => {
    expect(conditionOf('Good (Very Played)')).toBeUndefined();
    expect(cardmarketConditionOf('very_good')).toBeUndefined();
    expect(finishOf('Rainbow Foil Etched')).toBeUndefined();
    expect(languageOf('Elvish')).toBeUndefined();
  });
});
