/** "1,234,567" from "1234567": a whole number's digits with thousands separators, as en-US writes them. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
