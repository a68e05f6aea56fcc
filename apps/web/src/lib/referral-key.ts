/** Local-storage key of the referral code a visitor arrived with (`?referral=`). */
export const REFERRAL_STORAGE_KEY = 'booster.referral';
