/**
 * What an admin acting as a member (support session) may not do: change the member's password or
 * e-mail, or anything about billing (buying, paying, downgrading). Matched on the route's path so
 * routes added later under these paths are refused too; reading billing (GET) stays allowed.
 */
const REFUSED_ALWAYS = [/password/i, /email/i, /^\/api\/auth\/downgrade/];
const REFUSED_WRITES = [/^\/api\/billing(\/|$)/, /^\/api\/payment(\/|$)/, /^\/api\/app\/(plan|subscription)/];

export function refusedWhileImpersonating(method: string, url: string): boolean {
  if (REFUSED_ALWAYS.some((re) => re.test(url))) return true;
  return method !== 'GET' && method !== 'HEAD' && REFUSED_WRITES.some((re) => re.test(url));
}
