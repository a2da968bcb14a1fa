import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-text.ts';

describe('a card name and a search, folded', () => {
  it('match whatever the case, accents and spelled-out letters', () => {
    expect(foldSearchText('Flabébé')).toBe(foldSearchText('FLABEBE'));
    expect(foldSearchText('Æther Vial')).toBe('aether vial');
    expect(foldSearchText('Straße')).toBe('strasse');
    expect(foldSearchText('Pokémon')).toBe('pokemon');
  });

  it('take a phone’s curly quotes and dashes as the keyboard’s straight ones', () => {
    expect(foldSearchText('Urza’s Saga')).toBe("urza's saga");
    expect(foldSearchText('“Ach! Hans, Run!”')).toBe('"ach! hans, run!"');
    expect(foldSearchText('Jace – the Mind Sculptor')).toBe('jace - the mind sculptor');
  });

  it('take a run of spaces as one', () => {
    expect(foldSearchText('Black  Lotus')).toBe('black lotus');
    expect(foldSearchText('Black \u00a0Lotus')).toBe('black lotus');
  });

  it('leave plain text in lower case only', () => {
    expect(foldSearchText('Lightning Bolt')).toBe('lightning bolt');
    expect(foldSearchText('')).toBe('');
  });
});
