/**
 * Where the browser journeys' mail goes: the shop sends to the SMTP port, and specs (which
 * run in worker processes) read what arrived from the inbox port. Both servers run in the
 * Playwright process (e2e/global-setup.ts).
 */
export const SMTP_PORT = 5125;
export const INBOX_PORT = 5126;
