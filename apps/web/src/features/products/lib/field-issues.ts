import type { ListingIssue } from '@booster/domain';
import { ApiClientError } from '../../../lib/api-client.ts';

/** Field path (`variants.2.price`) to the message shown under that field. */
export type FieldErrors = Record<string, string>;

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The rule issues of `checkListing` as messages per field; the first issue of a field wins. */
export function issuesToFieldErrors(issues: readonly ListingIssue[], translate: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= translate(issue.message, issue.params);
  return errors;
}

/** The server's per-field messages of a 400 answer (already in the interface language). */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiClientError && error.statusCode === 400 ? { ...error.fieldErrors } : {};
}

/**
 * Splits errors into those a field on screen shows and the rest, which the form lists at the top so
 * no message from the platform is lost.
 */
export function splitFieldErrors(
  errors: FieldErrors,
  isShown: (field: string) => boolean,
): { onFields: FieldErrors; elsewhere: string[] } {
  const onFields: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (isShown(field)) onFields[field] = message;
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}
