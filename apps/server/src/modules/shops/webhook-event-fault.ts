import { isStorableText } from '@booster/contracts';
import type { WebhookEvent } from '@booster/marketplaces';

const EARLIEST = Date.UTC(2000, 0, 1);
/** Clocks drift and pushes queue; a day ahead is late enough for a real platform. */
const LATEST_AHEAD_MS = 86_400_000;

/**
 * Why a signed push's event cannot be stored as it is (null when it can): a time that is no date
 * or far from now (`timestamp` 1e20), an id PostgreSQL cannot hold (NUL, lone surrogate).
 */
export function webhookEventFault(event: WebhookEvent, now = Date.now()): string | null {
  const ids = { shopId: event.shopId, externalEventId: event.externalEventId, subjectId: event.subjectId };
  for (const [field, value] of Object.entries(ids)) {
    if (value !== null && !isStorableText(value)) return `${field} holds a NUL byte or a lone surrogate`;
  }
  if (event.externalEventId === '') return 'externalEventId is empty';
  const time = event.occurredAt.getTime();
  if (!Number.isFinite(time) || time < EARLIEST || time > now + LATEST_AHEAD_MS) {
    return 'occurredAt is not a time near now';
  }
  return null;
}
