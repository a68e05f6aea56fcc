// `npm start`: build what is not built, then run the server (API, websocket, web app, jobs,
// and in sandbox mode the marketplace emulators) in this process group.
import { spawn } from 'node:child_process';
import { ensureWebBuilt } from './web-build.mjs';

try {
  ensureWebBuilt();
} catch (err) {
  process.stderr.write(
    `\nBooster could not start: building the web app failed (${err.message.split('\n')[0]}); see the output above.\n\n`,
  );
  process.exit(1);
}

const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
