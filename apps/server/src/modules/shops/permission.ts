import { type ConnectCategory, connectPermission, type Marketplace, marketplaceLabel } from '@booster/domain';
import { count } from 'drizzle-orm';
import { columnsEqual, type Executor } from '../../platform/db/index.ts';
import { AppError, type AppErrorOptions } from '../../platform/errors/index.ts';
import type { UsersService } from '../accounts/index.ts';
import { usageOf } from './queries.ts';
import { tokopediaRequests } from './tables.ts';

/**
 * Accounts in use before a new connection: connected shops, plus Tokopedia requests still being
 * processed (they become accounts when the admin confirms them).
 */
export async function usageFor(
  ex: Executor,
  accountId: string,
  marketplace: Marketplace,
  category: ConnectCategory,
) {
  const usage = await usageOf(ex, accountId);
  const connected = category === 'chat' ? usage.chat : usage.product[marketplace];
  if (marketplace !== 'tokopedia' && category !== 'chat') return connected;
  const [pending] = await ex
    .select({ n: count() })
    .from(tokopediaRequests)
    .where(columnsEqual(tokopediaRequests, { accountId, status: 'processing', appCategory: category }));
  return connected + pending.n;
}

export function limitReached(
  marketplace: Marketplace,
  category: ConnectCategory,
  messageKey?: AppErrorOptions['messageKey'],
): AppError {
  return new AppError('LIMIT_REACHED', {
    messageKey: messageKey ?? (category === 'chat' ? 'errors.chatLimitReached' : 'errors.LIMIT_REACHED'),
    params: { marketplace: marketplaceLabel(marketplace) },
    details: { marketplace, category },
  });
}

export type PermissionCheck = {
  marketplace: Marketplace;
  category: ConnectCategory;
  /** Message of the 402 when not the default ('limit account tokopedia is reached' for Tokopedia chat). */
  messageKey?: AppErrorOptions['messageKey'];
  /** Usage to leave out (a request being confirmed is counted already). */
  minus?: number;
};

/**
 * The permission to connect (spec section 5) for the tenant: 402 LIMIT_REACHED with
 * `details { marketplace, category }` when refused. Outside a transaction a failed usage lookup
 * counts as 1000 (spec); inside one the failure aborts the transaction anyway.
 */
export async function assertCanConnect(
  ex: Executor,
  users: UsersService,
  accountId: string,
  check: PermissionCheck,
  tolerateLookupFailure = false,
) {
  const owner = await users.findById(accountId, ex);
  if (!owner) throw new AppError('UNAUTHENTICATED');
  let usage: number | null;
  try {
    usage = (await usageFor(ex, accountId, check.marketplace, check.category)) - (check.minus ?? 0);
  } catch (err) {
    if (!tolerateLookupFailure) throw err;
    usage = null;
  }
  const decision = connectPermission(
    owner,
    { marketplace: check.marketplace, category: check.category, usage },
    new Date(),
  );
  if (decision.allowed) return;
  if (decision.reason === 'unsupported') throw new AppError('UNSUPPORTED_MARKETPLACE');
  throw limitReached(check.marketplace, check.category, check.messageKey);
}
