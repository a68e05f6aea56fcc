import { describe } from 'vitest';
import { runAdapterContract } from './suite.ts';

describe('lazada adapter against the in-process sandbox', () => {
  runAdapterContract('lazada');
});
