import { describe } from 'vitest';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('tiktok adapter against the in-process sandbox', () => {
  runAdapterContract('tiktok');
});

describe('tiktok listings against the in-process sandbox', () => {
  runListingContract('tiktok');
});
