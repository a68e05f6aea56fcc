import { describe } from 'vitest';
import { runChatContract } from './chat-suite.ts';
import { runListingContract } from './listing-suite.ts';
import { runAdapterContract } from './suite.ts';

describe('tiktok adapter against the in-process sandbox', () => {
  runAdapterContract('tiktok');
});

describe('tiktok listings against the in-process sandbox', () => {
  runListingContract('tiktok');
});

describe('tiktok chat against the in-process sandbox', () => {
  runChatContract('tiktok');
});
