// @vitest-environment jsdom
import type { Role } from '@booster/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';

const ROLE: Role = {
  _id: '5b0c7d8e-1f2a-4b3c-9d4e-5f6a7b8c9d0e',
  name: 'Gudang',
  permissions: [],
} as unknown as Role;

const Page = () => <InviteMemberModal opened onClose={() => {}} roles={[ROLE]} />;

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('invite member form (contract schema as resolver)', () => {
  it('shows the catalogue messages of the contract and sends nothing while they stand', async () => {
    const calls = mockApi(() => ({ body: {} }));
    renderPage(Page, '/', '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim Undangan' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeTruthy();
    expect(screen.getByText('Format email tidak valid')).toBeTruthy();
    expect(screen.getByText('Role wajib dipilih')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("puts the server's field message under the field", async () => {
    const calls = mockApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'EMAIL_TAKEN',
        error: 'Bad Request',
        message: 'x',
        details: { fields: { email: 'Email sudah terdaftar' } },
      },
    }));
    renderPage(Page, '/', '/');
    fireEvent.change(await screen.findByLabelText(/Nama/), { target: { value: ' Sari ' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'Sari@Toko.test' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gudang', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Undangan' }));
    expect(await screen.findByText('Email sudah terdaftar')).toBeTruthy();
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({ name: 'Sari', email: 'sari@toko.test', roleId: ROLE._id }),
    );
  });
});
