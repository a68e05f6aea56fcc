import type { FastifyInstance } from 'fastify';

/**
 * The marketplace emulators (Shopee, Lazada, TikTok Shop, Tokopedia, Bukalapak, Facebook) mount here
 * under /sandbox/<platform>. Issue 3 adds them; for now the sandbox only reports which emulators it has.
 */
export const SANDBOX_PLATFORMS: readonly string[] = [];

export async function sandboxPlugin(app: FastifyInstance) {
  app.get('/sandbox', async () => ({ platforms: SANDBOX_PLATFORMS }));
}
