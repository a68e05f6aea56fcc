import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of the admin-management area: roles and the sub-members using them. */
export const roleKeys = keysFor('roles');
export const subMemberKeys = keysFor('sub-members');
