import type { Role } from '@booster/contracts';

/** The seller's roles as the options of a role picker (invite, change role). */
export const roleOptions = (roles: readonly Role[]) =>
  roles.map((role) => ({ value: role._id, label: role.name }));
