import type { User } from '@booster/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { authStorage } from '../lib/auth-store.ts';
import { type FetchCall, mockApi, stubBrowserApis } from './render-page.tsx';
import { testUser } from './user.ts';

export type ApiAnswer = (call: FetchCall) => { status?: number; body: unknown };

/** Signs `user` in with the tokens `access-1` and `refresh-1`. */
export function signIn(user: User = testUser()) {
  authStorage.setAuth({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
}

/**
 * The hooks of a page test file: the browser stubs Mantine needs; before each test `user` (default: a premium
 * seller) signed in and, given `answer`, `fetch` answered by it; after each test the page unmounted, every stubbed
 * global restored and the user signed out. Returns the API calls of the running test (emptied before each test).
 */
export function setUpPageTests({ user, answer }: { user?: User; answer?: ApiAnswer } = {}) {
  const calls: FetchCall[] = [];
  beforeAll(stubBrowserApis);
  beforeEach(() => {
    calls.length = 0;
    signIn(user);
    if (answer)
      mockApi((call) => {
        calls.push(call);
        return answer(call);
      });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    authStorage.unsetAuth();
  });
  return calls;
}
