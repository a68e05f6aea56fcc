import { describe } from 'vitest';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('shopee adapter against the in-process sandbox', () => {
  runAdapterContract('shopee');
});

describe('shopee listings against the in-process sandbox', () => {
  runListingContract('shopee');
});

describe('shopee chat against the in-process sandbox', () => {
  runChatContract('shopee');
});
