// What other modules may read of the users table in their own SQL, as a read-only subquery to join by
// id (docs/decisions/007-module-owned-tables.md): admin lists show and search a member's e-mail and name.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './tables.ts';

const query = new QueryBuilder();

/** Every user's e-mail and name: `.innerJoin(memberNames, eq(memberNames.id, invoices.accountId))`. */
export const memberNames = query
  .select({ id: users.id, email: users.email, name: users.name })
  .from(users)
  .as('member_names');
