import { type Db, type Tx, withTransaction } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { SettleOutcome } from './invoice-settlement.ts';
import { billingGatewayEvents } from './tables.ts';

/**
 * What an intake did with a gateway's news (the `outcome` of its log row). `refused`: a payment the
 * settlement would not apply (a coupon used up meanwhile); logged, answered 200.
 */
export type GatewayOutcome = SettleOutcome | 'forged' | 'unknownPayment' | 'amountMismatch';

/** One piece of a gateway's news as `billing_gateway_events` logs it, whatever Booster did with it. */
export type GatewayNews = {
  method: 'midtrans' | 'dana';
  /** notification | status */
  source: string;
  externalId: string;
  gatewayStatus: string;
  body: Record<string, unknown>;
};

const logRow = (news: GatewayNews, signatureValid: boolean, outcome: GatewayOutcome) => ({
  ...news,
  signatureValid,
  outcome,
});

/** Logs news whose signature failed, then refuses it. */
export async function refuseForged(db: Db, news: GatewayNews): Promise<never> {
  await db.insert(billingGatewayEvents).values(logRow(news, false, 'forged'));
  throw new AppError('WEBHOOK_SIGNATURE_INVALID');
}

/**
 * Decides verified news and logs it in one transaction (one commit), then answers: a payment we do not
 * know is 404, an amount that is not the invoice's is 400 on the gateway's own amount field.
 */
export async function decideAndLog(
  db: Db,
  news: GatewayNews,
  amountField: string,
  decide: (tx: Tx) => Promise<GatewayOutcome>,
): Promise<GatewayOutcome> {
  const outcome = await withTransaction(db, async (tx): Promise<GatewayOutcome> => {
    const decided = await decide(tx);
    await tx.insert(billingGatewayEvents).values(logRow(news, true, decided));
    return decided;
  });
  if (outcome === 'unknownPayment') throw new AppError('NOT_FOUND');
  if (outcome === 'amountMismatch') {
    throw new AppError('VALIDATION_FAILED', { fields: { [amountField]: 'validation.amountMismatch' } });
  }
  return outcome;
}
