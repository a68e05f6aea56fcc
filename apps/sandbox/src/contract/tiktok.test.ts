import { describe } from 'vitest';
import { runAdapterContract } from './suite.ts';

describe('tiktok adapter against the in-process sandbox', () => {
  runAdapterContract('tiktok');
});
