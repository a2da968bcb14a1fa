import { plainTextSelectors } from '@react-email/render';
import { compile, type SelectorDefinition } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The document type React Email gives every message. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A message's HTML, as React Email's `render` makes it but in one synchronous pass: `render`
 * streams through web streams to wait for components that suspend, which the shop's templates
 * never do, at five times the cost (1.7 ms a message against 0.37), and leaves React's
 * streaming markers (`<!--$-->`, `<!-- -->`) in the mail. Messages are rendered inside their
 * caller's transaction, so the time is the transaction's too.
 */
export function toHtml(element: ReactElement): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(element);
}

/**
 * A link in the plain text as `your account <https://…/account>`: without the brackets a colon
 * or full stop after the address reads as part of it in mail apps that link addresses, and the
 * link opens a page that does not exist.
 */
export const LINKS_IN_BRACKETS: SelectorDefinition[] = [
  { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
];

/**
 * A message's plain text from its HTML, as React Email's `toPlainText` makes it (links in
 * brackets), with the options compiled once: `toPlainText` compiles them again for every
 * message, which cost more than the conversion itself (docs/performance.md, Release day).
 */
export const toPlainText: (html: string) => string = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...LINKS_IN_BRACKETS],
});
