import { describe } from 'vitest';
import { runAdapterContract } from './suite.ts';

describe('bukalapak adapter against the in-process sandbox', () => {
  runAdapterContract('bukalapak');
});
