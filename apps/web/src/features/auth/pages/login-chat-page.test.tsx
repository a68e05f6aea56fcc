// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { type FetchCall, mockApi, renderWithRouter, stubBrowserApis } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as LoginChatPage } from './login-chat-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStorage.unsetAuth();
});

function answerLogin(user = testUser()) {
  return mockApi((call: FetchCall) =>
    call.path === '/api/auth/login'
      ? { body: { user, accessToken: 'a.b.c', refreshToken: 'r.e.f' } }
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '' } },
  );
}

async function logIn() {
  fireEvent.change(screen.getByLabelText('Email', { exact: false }), {
    target: { value: 'seller@booster.test' },
  });
  fireEvent.change(screen.getByLabelText('Kata sandi', { exact: false }), {
    target: { value: 'rahasia123' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
  return screen.findByTestId('landed');
}

describe('/login/chat', { timeout: 15_000 }, () => {
  it('logs a member in and opens the chat inbox', async () => {
    const calls = answerLogin();
    renderWithRouter(<LoginChatPage />, '/login/chat');
    expect(screen.getByRole('heading', { name: 'Masuk ke Booster Chat' })).toBeTruthy();

    expect((await logIn()).textContent).toBe('/panel/chat');
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'seller@booster.test',
      password: 'rahasia123',
    });
    expect(authStorage.get().accessToken).toBe('a.b.c');
  });
});
