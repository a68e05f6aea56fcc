import { randomBytes } from 'node:crypto';
import type { Platform } from './types.ts';

/**
 * OAuth state of every emulator: single-use codes, access tokens and refresh tokens, each bound to a
 * platform and a subject (a shop id, or a Facebook user or page id). Times are epoch milliseconds.
 */
export type Grant = {
  platform: Platform;
  subject: string;
  expiresAt: number;
  used: boolean;
  /** Extra facts the issuing endpoint needs back (redirect uri, token kind, …). */
  data: Record<string, string>;
};

export type Failure = 'invalid' | 'expired' | 'used';
export type Checked = { ok: true; grant: Grant } | { ok: false; reason: Failure };

export type TokenStyle = (bytes: Buffer) => string;
export const hexToken: TokenStyle = (b) => b.toString('hex');
export const base64urlToken: TokenStyle = (b) => b.toString('base64url');

export class AuthStore {
  private codes = new Map<string, Grant>();
  private access = new Map<string, Grant>();
  private refresh = new Map<string, Grant>();

  issueCode(
    platform: Platform,
    subject: string,
    ttlSeconds: number,
    data: Record<string, string> = {},
  ): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { platform, subject, expiresAt: Date.now() + ttlSeconds * 1000, used: false, data });
    return code;
  }

  /** Spends a code; a second use or a late use fails. */
  takeCode(platform: Platform, code: string): Checked {
    return this.spend(this.codes, platform, code);
  }

  issueAccess(
    platform: Platform,
    subject: string,
    ttlSeconds: number,
    data: Record<string, string> = {},
    style: TokenStyle = hexToken,
  ): { token: string; expiresAt: number } {
    const token = style(randomBytes(24));
    const expiresAt = Date.now() + ttlSeconds * 1000;
    this.access.set(token, { platform, subject, expiresAt, used: false, data });
    return { token, expiresAt };
  }

  issueRefresh(
    platform: Platform,
    subject: string,
    expiresAt: number,
    data: Record<string, string> = {},
    style: TokenStyle = hexToken,
  ): string {
    const token = style(randomBytes(24));
    this.refresh.set(token, { platform, subject, expiresAt, used: false, data });
    return token;
  }

  checkAccess(platform: Platform, token: string | undefined): Checked {
    return this.look(this.access, platform, token);
  }

  /** Looks a refresh token up; `singleUse` spends it (Shopee, Bukalapak). */
  useRefresh(platform: Platform, token: string, singleUse: boolean): Checked {
    return singleUse ? this.spend(this.refresh, platform, token) : this.look(this.refresh, platform, token);
  }

  /** Expires every current access token of a subject (or whose data names it, e.g. a page's owner). */
  expireAccess(platform: Platform, subject: string): number {
    return this.expire(this.access, (g) => g.platform === platform && g.subject === subject);
  }

  /** Expires every current refresh token of a subject: the seller's authorization has ended. */
  expireRefresh(platform: Platform, subject: string): number {
    return this.expire(this.refresh, (g) => g.platform === platform && g.subject === subject);
  }

  expireCodes(platform: Platform): number {
    return this.expire(this.codes, (g) => g.platform === platform && !g.used);
  }

  /** Subjects holding an unexpired refresh or access token: the shops an app is authorized for. */
  authorizedSubjects(platform: Platform): Set<string> {
    const now = Date.now();
    const subjects = new Set<string>();
    for (const map of [this.access, this.refresh]) {
      for (const g of map.values())
        if (g.platform === platform && g.expiresAt > now && !g.used) subjects.add(g.subject);
    }
    return subjects;
  }

  /** A grant of the platform that has not expired (used or not). */
  private look(map: Map<string, Grant>, platform: Platform, key: string | undefined): Checked {
    const grant = key ? map.get(key) : undefined;
    if (!grant || grant.platform !== platform) return { ok: false, reason: 'invalid' };
    if (grant.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
    return { ok: true, grant };
  }

  private spend(map: Map<string, Grant>, platform: Platform, key: string): Checked {
    const grant = map.get(key);
    if (!grant || grant.platform !== platform) return { ok: false, reason: 'invalid' };
    if (grant.used) return { ok: false, reason: 'used' };
    if (grant.expiresAt <= Date.now()) return { ok: false, reason: 'expired' };
    grant.used = true;
    return { ok: true, grant };
  }

  /** Expires the current (unexpired) grants that match; answers how many. */
  private expire(map: Map<string, Grant>, match: (grant: Grant) => boolean): number {
    let count = 0;
    for (const grant of map.values()) {
      if (match(grant) && grant.expiresAt > Date.now()) {
        grant.expiresAt = Date.now() - 1;
        count++;
      }
    }
    return count;
  }
}
