import { danaAmount, danaTime } from './signature.ts';
import type { DanaOrder } from './store.ts';

/** latestTransactionStatus: 00 success, 01 initiated, 05 closed/cancelled (query and finish notify). */
const LATEST_STATUS: Record<DanaOrder['status'], { code: string; desc: string }> = {
  SUCCESS: { code: '00', desc: 'SUCCESS' },
  INIT: { code: '01', desc: 'INITIATED' },
  CLOSED: { code: '05', desc: 'CLOSED' },
};

const money = (amount: number) => ({ value: danaAmount(amount), currency: 'IDR' });

/** A DANA error answer: HTTP status + service code + case make the responseCode. */
export function danaError(http: number, service: string, caseCode: string, message: string) {
  return { http, body: { responseCode: `${http}${service}${caseCode}`, responseMessage: message } };
}

/** Create order (service 54): 2005400 with DANA's reference and the cashier page. */
export function createOrderBody(order: DanaOrder, webRedirectUrl: string) {
  return {
    responseCode: '2005400',
    responseMessage: 'Successful',
    referenceNo: order.referenceNo,
    partnerReferenceNo: order.partnerReferenceNo,
    webRedirectUrl,
  };
}

/** Query payment (service 55). */
export function queryBody(order: DanaOrder) {
  const latest = LATEST_STATUS[order.status];
  return {
    responseCode: '2005500',
    responseMessage: 'Successful',
    originalPartnerReferenceNo: order.partnerReferenceNo,
    originalReferenceNo: order.referenceNo,
    serviceCode: '54',
    latestTransactionStatus: latest.code,
    transactionStatusDesc: latest.desc,
    amount: money(order.amount),
    transAmount: money(order.amount),
    title: order.title,
    ...(order.status === 'SUCCESS' && order.finishedAt ? { paidTime: danaTime(order.finishedAt) } : {}),
    additionalInfo: {
      statusDetail: { acquirementStatus: order.status === 'INIT' ? 'INIT' : order.status },
    },
  };
}

/** Finish Notify (service 56): sent when an order is paid or closed. */
export function finishNotifyBody(order: DanaOrder) {
  const latest = LATEST_STATUS[order.status];
  return {
    originalPartnerReferenceNo: order.partnerReferenceNo,
    originalReferenceNo: order.referenceNo,
    merchantId: order.merchantId,
    amount: money(order.amount),
    latestTransactionStatus: latest.code,
    transactionStatusDesc: latest.desc,
    createdTime: danaTime(order.createdAt),
    finishedTime: danaTime(order.finishedAt ?? new Date()),
    additionalInfo: {
      paymentInfo: {
        payOptionInfos: order.payMethod
          ? [{ payMethod: order.payMethod, transAmount: money(order.amount) }]
          : [],
      },
      ...(order.closedReason ? { extendInfo: JSON.stringify({ closedReason: order.closedReason }) } : {}),
    },
  };
}
