import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * With BENCH_PROFILE=<file prefix>, records a CPU profile of this process (Booster, the sandbox and the
 * bench's own client are one process) while `fn` runs, written to `<prefix>-<name>.cpuprofile` for
 * Chrome DevTools or `bench/lib/profile-top.ts`. Without it, just runs `fn`.
 */
export async function withCpuProfile<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const prefix = process.env.BENCH_PROFILE;
  if (!prefix) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = `${prefix}-${name}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile of ${name}: ${file}`);
    session.disconnect();
  }
}
