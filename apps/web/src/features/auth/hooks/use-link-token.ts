import { useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';

/** The token of a mailed link (`?token=`); empty when the link has none. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/** The server refused the mailed link: unknown, used or expired. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiClientError && error.code === 'INVALID_LINK';
}
