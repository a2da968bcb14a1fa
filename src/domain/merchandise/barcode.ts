/**
 * A product's barcode as a scanner reads it off the box: a UPC-A (12 digits) or an EAN-13
 * (13 digits), whose last digit checks the others by the GS1 rule, so a mistyped or misread
 * code is caught before it is kept.
 */
const BARCODE = /^(\d{12}|\d{13})$/;

/** The check digit GS1 gives the digits before it: weights 3 and 1 alternate from the right. */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const fromRight = digits.length - 1 - i;
    sum += Number(digits[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a code is not a barcode the shop keeps; null when it is one. */
export function barcodeProblem(code: string): string | null {
  if (!BARCODE.test(code)) return 'Enter a 12-digit UPC or 13-digit EAN barcode';
  const expected = checkDigit(code.slice(0, -1));
  return Number(code.slice(-1)) === expected ? null : 'This barcode’s check digit does not match';
}
