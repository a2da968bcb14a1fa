import { describe, expect, it } from 'vitest';
import { joinTexts } from './joined-text.ts';

describe('texts joined for searching', () => {
  const texts = joinTexts(['sol ring', '', 'ring of three wishes', 'solemn']);
  const all = (part: string) => {
    const found: number[] = [];
    for (let i = texts.nextContaining(part, 0); i >= 0; i = texts.nextContaining(part, i + 1)) {
      found.push(i);
    }
    return found;
  };

  it('finds each entry containing the part once, in order', () => {
    expect(all('ring')).toEqual([0, 2]);
    expect(all('sol')).toEqual([0, 3]);
    expect(all('')).toEqual([0, 1, 2, 3]);
  });

  it('never matches across two entries', () => {
    expect(all('ringring')).toEqual([]);
    expect(all('wishessol')).toEqual([]);
  });

  it('starts from the given entry and says when nothing is left', () => {
    expect(texts.nextContaining('ring', 1)).toBe(2);
    expect(texts.nextContaining('ring', 3)).toBe(-1);
    expect(texts.nextContaining('ring', 4)).toBe(-1);
    expect(joinTexts([]).nextContaining('', 0)).toBe(-1);
  });
});
