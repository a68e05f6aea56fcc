import { describe } from 'vitest';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('lazada adapter against the in-process sandbox', () => {
  runAdapterContract('lazada');
});

describe('lazada listings against the in-process sandbox', () => {
  runListingContract('lazada');
});

describe('lazada chat against the in-process sandbox', () => {
  runChatContract('lazada');
});
