/** The part of the official `midtrans-client` (1.4.x, plain JS without types) Booster uses. */
declare module 'midtrans-client' {
  type Options = { isProduction: boolean; serverKey: string; clientKey?: string };
  class ApiConfig {
    getSnapApiBaseUrl(): string;
    getCoreApiBaseUrl(): string;
  }
  type Body = Record<string, unknown>;
  export class Snap {
    constructor(options: Options);
    apiConfig: ApiConfig;
    httpClient: { http_client: { defaults: { headers: { common: Record<string, string> } } } };
    createTransaction(parameter: Body): Promise<{ token: string; redirect_url: string }>;
    transaction: { status(id: string): Promise<Body> };
  }
  export class MidtransError extends Error {
    httpStatusCode?: number | string;
    ApiResponse?: unknown;
  }
  const midtransClient: { Snap: typeof Snap; MidtransError: typeof MidtransError };
  export default midtransClient;
}
