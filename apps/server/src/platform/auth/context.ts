import type { MenuPermission, PackageName } from '@booster/domain';
import type { Locale } from '../i18n/index.ts';
import type { Impersonation } from './access-token.ts';

/** Who acts, for whom, with which permissions. Every service operation takes it first. */
export type RequestContext = {
  userId: string;
  /** The tenant: the owner's id. A sub-member acts on its parent's data. */
  accountId: string;
  isAdmin: boolean;
  subMember: boolean;
  emailVerified: boolean;
  /** Owners have every menu; sub-members their role's menu. */
  menu: MenuPermission[];
  /** The owner's package (a sub-member's is its parent's). */
  package: PackageName;
  locale: Locale;
  /** Set when an admin acts as this member (support session): some routes refuse it. */
  impersonation?: Impersonation;
  /** The member or its owner is suspended by an admin: every authenticated call is refused. */
  suspended?: boolean;
  /** What the accounts module loaded to build this context, reused within the request. Opaque here. */
  snapshot?: unknown;
};

export type AuthSubject = Omit<RequestContext, 'locale'>;

/** Loads the acting user; supplied by the accounts module. Null when the user no longer exists. */
export type SubjectLoader = (userId: string) => Promise<AuthSubject | null>;
