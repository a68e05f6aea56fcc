import { describe } from 'vitest';
import { runAdapterContract } from './suite.ts';

describe('tokopedia adapter against the in-process sandbox', () => {
  runAdapterContract('tokopedia');
});
