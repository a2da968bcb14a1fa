import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';

/**
 * A message's plain text from its HTML, as React Email's `toPlainText` makes it, with the
 * options compiled once: `toPlainText` compiles them again for every message, which cost more
 * than the conversion itself (docs/performance.md, Release day).
 */
export const toPlainText: (html: string) => string = compile({
  wordwrap: false,
  selectors: plainTextSelectors,
});
