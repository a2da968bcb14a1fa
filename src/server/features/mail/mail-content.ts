import type { ReactElement } from 'react';

/** A message before it is rendered: its subject and its React body. */
export interface MailContent {
  subject: string;
  element: ReactElement;
}
