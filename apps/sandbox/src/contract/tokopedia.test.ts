import { describe } from 'vitest';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('tokopedia adapter against the in-process sandbox', () => {
  runAdapterContract('tokopedia');
});

describe('tokopedia listings against the in-process sandbox', () => {
  runListingContract('tokopedia');
});

describe('tokopedia chat against the in-process sandbox', () => {
  runChatContract('tokopedia');
});
