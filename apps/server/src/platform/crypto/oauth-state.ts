import { z } from 'zod';
import { signValue, verifySignedValue } from './tokens.ts';

const PURPOSE = 'marketplace-oauth-state';
/** A consent page left open longer than this has to be started again. */
const STATE_TTL_MS = 30 * 60_000;

const stateSchema = z.object({
  /** Tenant that started the authorization. */
  a: z.string(),
  /** Marketplace (or 'facebook'). */
  m: z.string(),
  c: z.enum(['app', 'chat']),
  /** Reconnect id: the shop (or Facebook account) being re-authorized. */
  r: z.string().optional(),
  /** The redirect URL the platform was given; the code exchange must repeat it. */
  u: z.string(),
  exp: z.number(),
});

export type OAuthState = {
  accountId: string;
  marketplace: string;
  category: 'app' | 'chat';
  reconnectId?: string;
  redirectUrl: string;
};

/** A signed, expiring `state` for the platform's consent page. */
export function signState(secret: string, state: OAuthState, now = Date.now()): string {
  const payload: z.infer<typeof stateSchema> = {
    a: state.accountId,
    m: state.marketplace,
    c: state.category,
    ...(state.reconnectId ? { r: state.reconnectId } : {}),
    u: state.redirectUrl,
    exp: now + STATE_TTL_MS,
  };
  return signValue(secret, PURPOSE, JSON.stringify(payload));
}

/** The state when it is ours, unexpired and well-formed; null otherwise. */
export function readState(secret: string, token: string, now = Date.now()): OAuthState | null {
  const value = verifySignedValue(secret, PURPOSE, token);
  if (!value) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp < now) return null;
  const s = parsed.data;
  return { accountId: s.a, marketplace: s.m, category: s.c, reconnectId: s.r, redirectUrl: s.u };
}
