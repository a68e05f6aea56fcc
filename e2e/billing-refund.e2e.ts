import { expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  logInAsAdmin,
  openSecondPage,
  shoot,
  signUpVerified,
  useBrowser,
} from './support/browser.ts';
import { payWithSnapVirtualAccount } from './support/payments.ts';

const { baseURL, session } = useBrowser();

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

it('a refund marked on /admin/order puts the seller back on free; the invoice reads "Dikembalikan (refund)" whole on a phone', async () => {
  const { page } = session;
  const email = await signUpVerified(page, baseURL, 'Toko Refund');

  // The seller buys Premium through the Snap emulator.
  await page.goto('/panel/subscription/confirmation?packageName=premium&months=1');
  await payWithSnapVirtualAccount(page);
  const login = await api<{ accessToken: string }>('/api/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  const user = async () =>
    (
      await api<{ subscriptionPackage: string; status: boolean }>('/api/auth/user', {
        token: login.body.accessToken,
      })
    ).body;
  expect(await user()).toMatchObject({ subscriptionPackage: 'premium', status: true });

  // The admin marks it refunded on /admin/order.
  const { page: admin } = await openSecondPage(session, 'admin', {
    viewport: { width: 1280, height: 900 },
  });
  await logInAsAdmin(admin);
  await admin.goto('/admin/order');
  await admin.getByLabel('Cari').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByText('Lunas').waitFor();
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('Paket member kembali seperti sebelum pembayaran ini').waitFor();
  await dialog.getByLabel(/Alasan/).fill('Member minta dana kembali');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await row.getByText('Refund: Member minta dana kembali').waitFor();

  // The seller is on free again, and sees why on the payment information page.
  expect(await user()).toMatchObject({ subscriptionPackage: 'free', status: false });
  await page.goto('/panel/payment-information');
  const badge = page.getByRole('table', { name: 'Daftar tagihan' }).getByText('Dikembalikan (refund)');
  await badge.waitFor();
  await shoot(page, 'billing-refund-history');
  // On a phone the invoices are cards; the status reads whole there too.
  await page.setViewportSize({ width: 390, height: 900 });
  const card = page.getByRole('list', { name: 'Daftar tagihan' }).getByRole('article');
  const phoneBadge = card.getByText('Dikembalikan (refund)');
  await phoneBadge.waitFor();
  const cut = await phoneBadge.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut, 'the status badge is cut at 390 px').toBe(false);
  // …and does not run over the amount beside it.
  const badgeBox = await phoneBadge.evaluate((el) => {
    const r = (el.closest('.mantine-Badge-root') ?? el).getBoundingClientRect();
    return { right: r.right, bottom: r.bottom };
  });
  const amountBox = await card.getByText(/^Rp\s/).boundingBox();
  if (!amountBox) throw new Error('no amount on the card');
  expect(badgeBox.right <= amountBox.x || badgeBox.bottom <= amountBox.y, 'badge overlaps the amount').toBe(
    true,
  );
  await card.getByRole('button', { name: /PDF/ }).waitFor();
});
