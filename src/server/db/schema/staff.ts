import { boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { Location } from '../../../domain/stores/stores.ts';
import { timestamps } from './columns.ts';

export const employees = pgTable('employees', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  username: varchar({ length: 50 }).notNull().unique(),
  passwordHash: text().notNull(),
  firstName: varchar({ length: 100 }),
  lastName: varchar({ length: 100 }),
  email: varchar({ length: 255 }).unique(),
  /** The store the employee works at; null for the owner, who works at both. */
  location: text().$type<Location>(),
  role: varchar({ length: 20 }).notNull().default('manager'),
  permissions: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  ...timestamps(),
});
