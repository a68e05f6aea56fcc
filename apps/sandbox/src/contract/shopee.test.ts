import { describe } from 'vitest';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('shopee adapter against the in-process sandbox', () => {
  runAdapterContract('shopee');
});

describe('shopee listings against the in-process sandbox', () => {
  runListingContract('shopee');
});
