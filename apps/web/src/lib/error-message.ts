import { runtimeKey } from '../i18n/keys.ts';
import { i18n, loadNamespaces } from '../i18n/setup.ts';
import { ApiClientError } from './api-client.ts';

// The validation messages come with the code that shows them (a file of their own, i18n/texts.ts).
void loadNamespaces(['validation']);

/**
 * The text to show for a failed call: the server's message (rendered in the language sent as
 * Accept-Language), else the client-side text for its `code` (errors namespace). Dialogs that depend
 * on the failure pick by `code`, never by message.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiClientError) {
    if (error.statusCode === 0) return i18n.t('errors:NETWORK_ERROR');
    if (error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
    const key = `errors:${error.code}`;
    if (i18n.exists(key)) return i18n.t(runtimeKey(key));
  }
  return i18n.t('errors:INTERNAL');
}

/** `validation.emailInvalid` (the contracts' message keys) → the text in the current language. */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = message.startsWith('validation.')
    ? `validation:${message.slice('validation.'.length)}`
    : message;
  return i18n.exists(key) ? i18n.t(runtimeKey(key)) : message;
}
