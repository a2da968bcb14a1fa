import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employees, settings } from '../../db/schema/index.ts';
import { ADMIN_PASSWORD_KEY } from './admin-password.ts';

export function createEmployeesRepository(db: Database) {
  return {
    async findActive(username: string) {
      const [row] = await db
        .select()
        .from(employees)
        .where(and(eq(employees.username, username), eq(employees.isActive, true)));
      return row;
    },

    /** The hash of the generated admin password, when ADMIN_PASSWORD is not set. */
    async storedAdminPasswordHash(): Promise<string | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, ADMIN_PASSWORD_KEY));
      return row?.value;
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
