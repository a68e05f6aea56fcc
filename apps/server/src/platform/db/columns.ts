import { type AnyPgColumn, bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamps are stored with their time zone everywhere. */
export const tz = { withTimezone: true } as const;

/** `id uuid primary key default gen_random_uuid()`, the key of most tables. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', tz).notNull().defaultNow();

/** `created_at` and `updated_at`, both `not null default now()`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `<name> bigint not null`: whole rupiah, read as a JS number. */
export const moneyColumn = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** `<name> uuid not null references <parent> on delete cascade`: a row that goes when its parent goes. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
