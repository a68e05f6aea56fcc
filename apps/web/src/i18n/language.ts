/** Where the chosen interface language is kept: local storage for the app, a cookie for the server-drawn pages. */
export const LANGUAGE_STORAGE_KEY = 'booster.lang';
export const LANGUAGE_COOKIE = 'booster.lang';
