import type { Database } from './db/client.ts';
import { type DemoTools, loadDemoDataOnce, reloadDemoData } from './db/seed/seed.ts';
import { newRegistrationCode } from './features/registrations/registrations.repository.ts';
import { hashPassword } from './lib/passwords.ts';

/** The demo data made with the app's own password hashing and registration codes. */
const tools: DemoTools = { hashPassword, registrationCode: newRegistrationCode };

/** `loadDemoDataOnce`: the demo data on the first start only; answers whether it loaded. */
export const seedOnFirstStart = (db: Database, today?: string): Promise<boolean> =>
  loadDemoDataOnce(db, tools, today);

/** `reloadDemoData`: every table emptied and the demo data loaded again (`npm run seed`). */
export const resetToDemoData = (db: Database, today?: string): Promise<void> =>
  reloadDemoData(db, tools, today);
