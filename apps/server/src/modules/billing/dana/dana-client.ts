import { randomUUID } from 'node:crypto';
import { AppError } from '../../../platform/errors/index.ts';
import { danaTimestamp, signDanaRequest } from './dana-signature.ts';

export type DanaConfig = {
  /** DANA's API host (the emulator's base in sandbox mode). */
  baseUrl: string;
  merchantId: string;
  /** Client ID: X-PARTNER-ID. */
  partnerId: string;
  privateKey: string;
  danaPublicKey: string;
};

export type DanaOrderRequest = {
  partnerReferenceNo: string;
  amount: number;
  title: string;
  validUpTo: Date;
  payReturnUrl: string;
  notifyUrl: string;
};

/** What Booster reads of DANA's query answer (service 55). */
export type DanaPaymentStatus = {
  originalPartnerReferenceNo: string;
  originalReferenceNo?: string;
  latestTransactionStatus: string;
  transactionStatusDesc?: string;
  amount: { value: string; currency: string };
};

const CREATE_PATH = '/payment-gateway/v1.0/debit/payment-host-to-host.htm';
const QUERY_PATH = '/payment-gateway/v1.0/debit/status.htm';
/** Merchant category code sent with every order: computer software stores. */
const MCC = '5734';

const unavailable = (cause: unknown) =>
  new AppError('MARKETPLACE_UNAVAILABLE', { cause, params: { marketplace: 'DANA' } });

/**
 * A thin client of DANA's Payment Gateway (hosted checkout): signed POSTs with the SNAP BI headers.
 * The official `dana-node` is not used; see docs/billing.md for why.
 */
export function createDanaClient(config: DanaConfig | null) {
  const ready = () => {
    if (!config) throw new AppError('SERVICE_UNAVAILABLE');
    return config;
  };

  async function post(path: string, payload: object) {
    const c = ready();
    const body = JSON.stringify(payload);
    const timestamp = danaTimestamp(new Date());
    const response = await fetch(`${c.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signDanaRequest(c.privateKey, path, body, timestamp),
        'x-partner-id': c.partnerId,
        // Unique per day; a uuid without dashes fits DANA's 36 characters.
        'x-external-id': randomUUID().replaceAll('-', ''),
        'channel-id': '95221',
        origin: new URL(c.baseUrl).origin,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    }).catch((cause: unknown) => {
      throw unavailable(cause);
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, answer };
  }

  return {
    configured: !!config,

    /** Create order (hosted checkout, service 54): DANA's reference and the cashier page. */
    async createOrder(request: DanaOrderRequest) {
      const c = ready();
      const { status, answer } = await post(CREATE_PATH, {
        partnerReferenceNo: request.partnerReferenceNo,
        merchantId: c.merchantId,
        amount: { value: request.amount.toFixed(2), currency: 'IDR' },
        validUpTo: danaTimestamp(request.validUpTo),
        urlParams: [
          { url: request.payReturnUrl, type: 'PAY_RETURN', isDeeplink: 'N' },
          { url: request.notifyUrl, type: 'NOTIFICATION', isDeeplink: 'N' },
        ],
        additionalInfo: {
          mcc: MCC,
          envInfo: { sourcePlatform: 'IPG', terminalType: 'WEB' },
          order: { orderTitle: request.title.slice(0, 64), scenario: 'REDIRECT' },
        },
      });
      if (status !== 200 || answer.responseCode !== '2005400' || typeof answer.webRedirectUrl !== 'string')
        throw unavailable(new Error(`DANA create order: HTTP ${status} ${JSON.stringify(answer)}`));
      return { referenceNo: String(answer.referenceNo ?? ''), webRedirectUrl: answer.webRedirectUrl };
    },

    /** Query payment (service 55); null when DANA does not know the order (4045501). */
    async queryPayment(partnerReferenceNo: string): Promise<DanaPaymentStatus | null> {
      const c = ready();
      const { status, answer } = await post(QUERY_PATH, {
        originalPartnerReferenceNo: partnerReferenceNo,
        serviceCode: '54',
        merchantId: c.merchantId,
      });
      if (answer.responseCode === '4045501') return null;
      if (status !== 200 || answer.responseCode !== '2005500')
        throw unavailable(new Error(`DANA query: HTTP ${status} ${JSON.stringify(answer)}`));
      return answer as unknown as DanaPaymentStatus;
    },
  };
}

export type DanaClient = ReturnType<typeof createDanaClient>;
