/** The `onMobileApp` local-storage flag marks the mobile wrapper (spec 9). */
export const MOBILE_APP_KEY = 'onMobileApp';

export function isMobileApp(): boolean {
  try {
    const v = globalThis.localStorage?.getItem(MOBILE_APP_KEY);
    return v !== null && v !== 'false' && v !== '0';
  } catch {
    return false;
  }
}
