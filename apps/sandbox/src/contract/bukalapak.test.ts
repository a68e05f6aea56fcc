import { describe } from 'vitest';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('bukalapak adapter against the in-process sandbox', () => {
  runAdapterContract('bukalapak');
});

describe('bukalapak listings against the in-process sandbox', () => {
  runListingContract('bukalapak');
});

describe('bukalapak chat against the in-process sandbox', () => {
  runChatContract('bukalapak');
});
