import { expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';

const { baseURL, session } = useBrowser();

type SandboxPerson = { id: string; name: string; pages: { id: string; name: string }[] };

async function facebookPeople(): Promise<SandboxPerson[]> {
  const res = await fetch(`${baseURL}/sandbox/_control/shops?platform=facebook`);
  expect(res.status).toBe(200);
  return (await res.json()) as SandboxPerson[];
}

it('a member links Facebook, posts to a chosen page, and a reconnect with another person is refused', async () => {
  const { page } = session;
  const [person, other] = await facebookPeople();
  if (!person || !other) throw new Error('the sandbox seeds at least two Facebook people');
  const [target, second] = person.pages;
  if (!target || !second) throw new Error('the first Facebook person has at least two pages');

  await logIn(page, 'platinum@booster.test');
  await page.waitForURL('**/panel/home');

  // Link the account through the login dialog and save two pages.
  await page.getByRole('button', { name: 'Akun Facebook' }).click();
  const accounts = page.getByRole('dialog', { name: 'Akun Facebook' });
  await accounts.getByText('Anda belum menghubungkan account.').waitFor();
  await accounts.getByRole('button', { name: 'Hubungkan Facebook' }).click();
  await page.waitForURL('**/sandbox/facebook/**');
  await page.getByRole('radio', { name: person.name }).check();
  await page.getByRole('button', { name: 'Izinkan' }).click();
  await page.waitForURL('**/panel/facebook/select-pages', { timeout: 30_000 });
  await page.getByRole('checkbox', { name: target.name }).check();
  await page.getByRole('checkbox', { name: second.name }).check();
  await page.getByRole('button', { name: 'Simpan halaman' }).click();
  await page.waitForURL('**/panel/home?success=1');

  // Post to one of the saved pages; the post lands on that page in the sandbox.
  await page.goto('/panel/facebook/pages/feed');
  await page.getByRole('button', { name: 'Kirim postingan' }).click();
  await page.getByText('Pilih minimal satu halaman').waitFor();
  await page.getByText('Pesan wajib diisi').waitFor();
  const message = `Promo akhir pekan ${Date.now()}: diskon 20% semua produk!`;
  await page.getByRole('checkbox', { name: target.name }).check();
  await page.getByLabel(/Pesan/).fill(message);
  await page.getByLabel(/Link/).fill('https://contoh.id/promo');
  await page.getByRole('button', { name: 'Kirim postingan' }).click();
  await page.getByText('1 berhasil, 0 gagal').waitFor();
  const posts = (await (await fetch(`${baseURL}/sandbox/_control/posts?pageId=${target.id}`)).json()) as {
    message: string;
    link: string | null;
  }[];
  expect(posts).toContainEqual(expect.objectContaining({ message, link: 'https://contoh.id/promo' }));
  const untouched = (await (await fetch(`${baseURL}/sandbox/_control/posts?pageId=${second.id}`)).json()) as {
    message: string;
  }[];
  expect(untouched.map((p) => p.message)).not.toContain(message);

  // Reconnecting the account while logged in to another Facebook person: 406 'Akun tidak sesuai!'.
  await page.goto('/panel/home');
  await page.getByRole('button', { name: 'Akun Facebook' }).click();
  await accounts.getByRole('row', { name: new RegExp(person.name) }).waitFor();
  await accounts.getByRole('button', { name: new RegExp(`ulang ${person.name}`, 'i') }).click();
  await page.waitForURL('**/sandbox/facebook/**');
  await page.getByRole('radio', { name: other.name }).check();
  await page.getByRole('button', { name: 'Izinkan' }).click();
  await page.getByRole('dialog', { name: 'Akun tidak sesuai!' }).waitFor({ timeout: 30_000 });
  // The alert opens, then the page goes home; the two may land in either order.
  await page.waitForURL('**/panel/home**');
});
