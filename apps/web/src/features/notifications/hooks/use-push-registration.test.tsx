// @vitest-environment jsdom
import type { User } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { type FetchCall, mockApi, renderWithRouter, stubBrowserApis } from '../../../test/render-page.tsx';
import { resetPushSession } from '../lib/push-session.ts';
import { user } from '../test/fixtures.ts';
import { PUSH_PROMPT_DELAY_MS, usePushRegistration } from './use-push-registration.ts';

const ENDPOINT = 'https://push.example.com/send/abc';
const SAFARI_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

let calls: FetchCall[] = [];
let subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } & Record<string, unknown>;
let permission: NotificationPermission;
const requestPermission = vi.fn(async () => {
  permission = 'granted';
  return permission;
});

function Probe({ who }: { who: User }) {
  usePushRegistration(who);
  return <p>panel</p>;
}

function login(who: User) {
  authStorage.setAuth({ user: who, accessToken: 'access-1', refreshToken: 'refresh-1' });
  renderWithRouter(<Probe who={who} />, '/panel/home');
}

const pushCalls = () => calls.filter((c) => c.path.startsWith('/api/app/push/'));
const subscribeCall = () => pushCalls().find((c) => c.method === 'POST');

beforeAll(stubBrowserApis);
beforeEach(() => {
  permission = 'granted';
  subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
  // Like the browser: no subscription until `subscribe`, then that one.
  let current: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async () => {
        current = subscription;
        return subscription;
      },
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  calls = mockApi((call) =>
    call.path === '/api/app/push/vapid-public-key'
      ? {
          body: {
            publicKey:
              'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
          },
        }
      : { body: { message: 'success' } },
  );
});
afterEach(() => {
  cleanup();
  authStorage.unsetAuth();
  resetPushSession();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Web Push registration', () => {
  it('subscribes a logged-in seller with an e-mail and registers the browser on the server', async () => {
    login(user());
    await waitFor(() => expect(subscribeCall()).toBeTruthy());
    expect(subscribeCall()?.body).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } });
  });

  it('never registers admins or users without an e-mail', async () => {
    login(user({ isAdmin: true }));
    cleanup();
    login(user({ email: '' }));
    cleanup();
    // A seller rendered after them is registered, so the silence above is not a slow promise.
    login(user());
    await waitFor(() => expect(subscribeCall()).toBeTruthy());
    expect(pushCalls().filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('ends the push session on logout with the ended session’s token', async () => {
    login(user());
    await waitFor(() => expect(subscribeCall()).toBeTruthy());

    authStorage.unsetAuth();

    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    const fetchMock = vi.mocked(fetch);
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toBe('/api/app/push/subscription');
    expect(new Headers(deleteCall?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(deleteCall?.[1]?.body))).toEqual({ endpoint: ENDPOINT });
  });

  it('skips the push logout on Safari', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI_UA);
    login(user());
    await waitFor(() => expect(subscribeCall()).toBeTruthy());

    authStorage.unsetAuth();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('asks politely inside the panel before the browser prompt, and subscribes once allowed', async () => {
    permission = 'default';
    login(user());
    expect(screen.queryByText('Aktifkan notifikasi browser?')).toBeNull();

    const enable = await screen.findByRole(
      'button',
      { name: 'Aktifkan' },
      { timeout: PUSH_PROMPT_DELAY_MS + 2000 },
    );
    expect(requestPermission).not.toHaveBeenCalled();
    // While the card waits the page has room below it (the card never covers the end of a page).
    await waitFor(() => expect(document.documentElement.dataset.pushPrompt).toBe('open'));
    fireEvent.click(enable);

    await waitFor(() => expect(subscribeCall()).toBeTruthy());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.documentElement.dataset.pushPrompt).toBeUndefined());
  }, 15_000);
});
