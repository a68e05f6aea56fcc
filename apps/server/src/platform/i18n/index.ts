export { LOCALES, type Locale, type MessageKey, messages } from './messages.ts';
export { isMessageKey, localeFromHeader, type MessageParams, t } from './translate.ts';
