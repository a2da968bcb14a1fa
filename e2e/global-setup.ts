import { startMailServer } from './mail-server.ts';

/** Runs once before the journeys; what it answers runs once after them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailServer();
}
