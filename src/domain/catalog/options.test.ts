import { describe, expect, it } from 'vitest';
import { finishLabel } from './options.ts';

describe('finishLabel', () => {
  it('reads a known finish as people write it, and any other as it came', () => {
    expect(finishLabel('non-foil')).toBe('Non-foil');
    expect(finishLabel('foil')).toBe('Foil');
    expect(finishLabel('etched')).toBe('Etched');
    expect(finishLabel('Galaxy foil')).toBe('Galaxy foil');
  });
});
