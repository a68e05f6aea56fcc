/** The sandbox merchant's keys (the Midtrans dashboard's "Access Keys"); the server's defaults match. */
export const MIDTRANS_SANDBOX_KEYS = {
  serverKey: 'SB-Mid-server-BoosterSandbox0001',
  clientKey: 'SB-Mid-client-BoosterSandbox0001',
  merchantId: 'G000000001',
} as const;
