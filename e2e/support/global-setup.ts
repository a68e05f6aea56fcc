import type { TestProject } from 'vitest/node';
import { startBoosterServer } from '../../scripts/booster-server.ts';
import { untilStartUpWorkDone } from './settled-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  // No orders or chats of the sandbox's own buyers (as in the API tests): a journey asserts exact stock,
  // counts and the newest conversation, and places every order and writes every message it needs itself.
  const booster = await startBoosterServer('e2e', {
    SIMULATION_ORDERS_PER_MINUTE: '0',
    SIMULATION_MESSAGES_PER_MINUTE: '0',
  });
  await untilStartUpWorkDone(booster.baseURL);
  project.provide('baseURL', booster.baseURL);
  return () => booster.stop();
}
