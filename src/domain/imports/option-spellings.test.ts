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
});
