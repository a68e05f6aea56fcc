/** The sandbox's courier API credentials; the server's defaults in sandbox mode match. */
export const COURIER_SANDBOX_KEYS = {
  jne: { username: 'BOOSTERSANDBOX', apiKey: 'jne-sandbox-key-0001' },
  sicepat: { apiKey: 'sicepat-sandbox-key-0001' },
  binderbyte: { apiKey: 'binderbyte-sandbox-key-0001' },
} as const;
