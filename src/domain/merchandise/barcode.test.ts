import { describe, expect, it } from 'vitest';
import { barcodeProblem } from './barcode.ts';

describe('a barcode', () => {
  it('takes a UPC-A and an EAN-13 whose check digit matches', () => {
    // A booster box's UPC, and an EAN-13 from a European distributor.
    expect(barcodeProblem('036000291452')).toBeNull();
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('0820650853012')).toBeNull();
  });

  it('takes a check digit of zero', () => {
    expect(barcodeProblem('012345678905')).toBeNull();
    expect(barcodeProblem('9780306406157')).toBeNull();
  });

  it('refuses a code whose check digit does not match, as a misread or mistyped one', () => {
    expect(barcodeProblem('036000291453')).toBe('This barcode’s check digit does not match');
    expect(barcodeProblem('4006381333932')).toBe('This barcode’s check digit does not match');
    // Two neighbouring digits swapped.
    expect(barcodeProblem('306000291452')).toBe('This barcode’s check digit does not match');
  });

  it('refuses anything but 12 or 13 digits', () => {
    for (const code of [
      '',
      '03600029145',
      '40063813339310',
      '03600029145a',
      ' 036000291452',
      '-36000291452',
    ]) {
      expect(barcodeProblem(code)).toBe('Enter a 12-digit UPC or 13-digit EAN barcode');
    }
  });
});
