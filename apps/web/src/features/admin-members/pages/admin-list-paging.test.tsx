// @vitest-environment jsdom
import type { AuditEntry } from '@booster/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as AuditLogPage } from './audit-log-page.tsx';
import { Component as ListUserPage } from './list-user-page.tsx';

const person = (n: number) => ({ _id: `m${n}`, email: `anggota${n}@contoh.id`, name: `Anggota ${n}` });

/** Page `n` of a five-page keyset list: one row, and the way past it as `after-n`. */
const pageOf = <T,>(n: number, row: T) => ({
  docs: [row],
  totalDocs: 100,
  totalPages: 5,
  page: n,
  limit: 20,
  prevPage: n > 1 ? n - 1 : null,
  nextPage: n < 5 ? n + 1 : null,
  nextCursor: `after-${n}`,
  totalCapped: false,
});

const entry = (n: number): AuditEntry => ({
  _id: `a${n}`,
  action: 'member.suspended',
  actor: person(0),
  targetType: 'member',
  targetId: `m${n}`,
  member: person(n),
  reason: null,
  detail: {},
  createdAt: '2026-11-24T02:00:00.000Z',
});

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: ({ path }) => {
    const n = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
    if (path.startsWith('/api/admin/audit-log')) return { body: pageOf(n, entry(n)) };
    if (path.startsWith('/api/admin/members'))
      return {
        body: pageOf(n, {
          ...person(n),
          subscriptionPackage: 'premium',
          expiredAt: null,
          status: true,
          hasVerifiedEmail: true,
          suspended: false,
          createdAt: '2026-11-24T02:00:00.000Z',
        }),
      };
    return { body: [] };
  },
});

/** `[page, cursor]` of each call the list made to `pathname`. */
const listCalls = (pathname: string) =>
  calls
    .map((c) => new URL(c.path, 'http://x'))
    .filter((u) => u.pathname === pathname)
    .map((u) => [u.searchParams.get('page'), u.searchParams.get('cursor')]);

describe('admin lists page by the cursor of the page before (issue 11)', { timeout: 20_000 }, () => {
  it('the audit log asks for the next page after the last row shown, and a jumped-to page by number', async () => {
    renderPage(AuditLogPage, '/admin/audit-log', '/admin/audit-log');
    await screen.findByText('anggota1@contoh.id');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await screen.findByText('anggota2@contoh.id');
    expect(listCalls('/api/admin/audit-log').at(-1)).toEqual(['2', 'after-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 4' }));
    await screen.findByText('anggota4@contoh.id');
    expect(listCalls('/api/admin/audit-log').at(-1)).toEqual(['4', null]);
  });

  it('the member list asks for the next page after the last row shown', async () => {
    renderPage(ListUserPage, '/admin/list-user', '/admin/list-user');
    await screen.findByText('anggota1@contoh.id');
    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await screen.findByText('anggota2@contoh.id');
    expect(listCalls('/api/admin/members').at(-1)).toEqual(['2', 'after-1']);
  });
});
