import { describe } from 'vitest';
import { runFacebookContract } from './suite.ts';

describe('facebook adapter against the in-process sandbox', () => {
  runFacebookContract();
});
