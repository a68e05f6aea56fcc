import { afterCommit, type Tx } from '../../platform/db/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import { accountRoom } from '../../platform/realtime/rooms.ts';

/**
 * Once a payment that moved a member's package has committed: the account's open tabs fetch the
 * member again, and this process forgets its cached copy of the member at once (the publisher's
 * member-change hook) instead of answering the old package until the users trigger's NOTIFY is back.
 */
export function announcePlanChange(tx: Tx, realtime: RealtimePublisher, accountId: string) {
  afterCommit(tx, () =>
    realtime.publish(accountRoom(accountId), 'account.user-updated.v1', { userId: accountId }),
  );
}
