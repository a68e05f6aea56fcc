import { SANDBOX_CREDENTIALS } from '@booster/marketplaces';
import Fastify from 'fastify';
import { sandboxPlugin } from './index.ts';

// Runs the emulators on their own: `npm start -w @booster/sandbox` (port SANDBOX_PORT, default 3300).
// Webhooks go to SANDBOX_WEBHOOK_BASE/<platform> (default http://localhost:3000/api/webhook).
const webhookBase = (process.env.SANDBOX_WEBHOOK_BASE ?? 'http://localhost:3000/api/webhook').replace(
  /\/$/,
  '',
);
const app = Fastify({ logger: true });
await app.register(sandboxPlugin, {
  prefix: '/sandbox',
  credentials: SANDBOX_CREDENTIALS,
  webhookUrl: (platform) => `${webhookBase}/${platform}`,
  simulation: {
    ordersPerMinute: Number(process.env.SANDBOX_ORDERS_PER_MINUTE ?? 2),
    messagesPerMinute: Number(process.env.SANDBOX_MESSAGES_PER_MINUTE ?? 2),
  },
  seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
  midtrans: { notificationUrl: `${webhookBase.replace(/\/webhook$/, '')}/billing/midtrans/notification` },
});
await app.listen({ port: Number(process.env.SANDBOX_PORT ?? 3300), host: '0.0.0.0' });
