import Fastify from 'fastify';
import { sandboxPlugin } from './index.ts';

// Runs the emulators on their own: `npm start -w @booster/sandbox` (port SANDBOX_PORT, default 3300).
const app = Fastify({ logger: true });
await app.register(sandboxPlugin);
await app.listen({ port: Number(process.env.SANDBOX_PORT ?? 3300), host: '0.0.0.0' });
