import type { TestProject } from 'vitest/node';
import { startBoosterServer } from '../../scripts/booster-server.ts';
import { untilStartUpWorkDone } from './settled-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const booster = await startBoosterServer('e2e');
  await untilStartUpWorkDone(booster.baseURL);
  project.provide('baseURL', booster.baseURL);
  return () => booster.stop();
}
