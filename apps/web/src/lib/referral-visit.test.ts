// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render-page.tsx';
import { noteReferralVisit, storedReferral } from './referral-visit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('referral visits', () => {
  it('keep the code for the registration form and report the click once per tab', async () => {
    const calls = mockApi(() => ({ body: { counted: true } }));
    noteReferralVisit('?referral=K7Q2MZ9A');
    noteReferralVisit('?referral=K7Q2MZ9A&utm=x');
    noteReferralVisit('?other=1');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/guest/affiliate/clicks',
      body: { code: 'K7Q2MZ9A' },
    });
    expect(storedReferral()).toBe('K7Q2MZ9A');
    noteReferralVisit('?referral=OTHER123');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(storedReferral()).toBe('OTHER123');
  });
});
