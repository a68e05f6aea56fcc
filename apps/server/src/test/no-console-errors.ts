import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that makes the server print an error fails, even when its assertions pass.
let spy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
