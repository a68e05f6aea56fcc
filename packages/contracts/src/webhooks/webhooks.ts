import { MARKETPLACES } from '@booster/domain';
import { z } from 'zod';

/**
 * `POST /api/webhook/:marketplace`: the platform's own signed push. The body is read raw (the
 * signature covers the exact bytes) and the answer is each platform's ack: an empty 200.
 */
export const webhookParamsSchema = z.object({ marketplace: z.enum(MARKETPLACES) });
export const WEBHOOK_PATH = '/api/webhook/:marketplace';
