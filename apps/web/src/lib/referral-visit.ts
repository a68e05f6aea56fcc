import { affiliateRoutes } from '@booster/contracts/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callApi } from './api-client.ts';
import { REFERRAL_STORAGE_KEY } from './referral-key.ts';

const STORED_KEY = REFERRAL_STORAGE_KEY;
const COUNTED_KEY = 'booster.referral.counted';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The referral code this browser arrived with (`?referral=`), for the registration form. */
export function storedReferral(): string | null {
  return storage('localStorage')?.getItem(STORED_KEY) ?? null;
}

/**
 * A visit through a referral link (`/?referral=CODE`, `/register?referral=CODE`): the code is kept
 * for the registration form and the click is reported once per tab and code. The server counts one
 * click per visitor and day whatever the browser sends.
 */
export function noteReferralVisit(search: string): void {
  const code = new URLSearchParams(search).get('referral')?.trim();
  if (!code || code.length > 64) return;
  storage('localStorage')?.setItem(STORED_KEY, code);
  const session = storage('sessionStorage');
  if (session?.getItem(COUNTED_KEY) === code) return;
  session?.setItem(COUNTED_KEY, code);
  void callApi(affiliateRoutes.click, { body: { code } }).catch(() => undefined);
}

/** Notes a referral visit on every navigation that carries `?referral=`. */
export function useReferralVisit(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search.includes('referral=')) noteReferralVisit(search);
  }, [search]);
}
