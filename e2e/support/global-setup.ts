import type { TestProject } from 'vitest/node';
import { startBoosterServer } from '../../scripts/booster-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const booster = await startBoosterServer('e2e');
  project.provide('baseURL', booster.baseURL);
  return () => booster.stop();
}
