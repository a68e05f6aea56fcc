// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as RoleFormPage } from './role-form-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('role form (contract schema as resolver)', () => {
  it("refuses an empty or too long name with the contract's messages, then sends the trimmed name", async () => {
    const calls = mockApi(() => ({ body: { _id: 'r1', name: 'Gudang', menu: [] } }));
    renderPage(RoleFormPage, '/panel/sub-member/role/new', '/panel/sub-member/role/new');
    const save = await screen.findByRole('button', { name: 'Simpan' });
    fireEvent.click(save);
    expect(await screen.findByText('Nama role wajib diisi')).toBeTruthy();
    const name = screen.getByLabelText(/Nama Role/);
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(save);
    expect(await screen.findByText('Nama role maksimal 60 karakter')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(name, { target: { value: '  Gudang  ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Gudang' }),
    );
  });
});
