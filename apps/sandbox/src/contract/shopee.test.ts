import { describe } from 'vitest';
import { runAdapterContract } from './suite.ts';

describe('shopee adapter against the in-process sandbox', () => {
  runAdapterContract('shopee');
});
