import { fullMenu, type MenuPermission, type PackageName } from '@booster/domain';
import { sql } from 'drizzle-orm';
import type { Container } from '../container.ts';
import { hashPassword } from '../platform/crypto/password.ts';
import { withTransaction } from '../platform/db/index.ts';

export const DEMO_PASSWORD = 'booster123';

type DemoAccount = {
  email: string;
  name: string;
  package: PackageName;
  paid: boolean;
  isAdmin?: boolean;
  note: string;
};

const OWNERS: DemoAccount[] = [
  {
    email: 'seller@booster.test',
    name: 'Seller Demo',
    package: 'premium',
    paid: true,
    note: 'seller, premium, aktif 1 tahun',
  },
  {
    email: 'admin@booster.test',
    name: 'Admin Booster',
    package: 'free',
    paid: false,
    isAdmin: true,
    note: 'admin (/login/admin)',
  },
  { email: 'free@booster.test', name: 'Member Free', package: 'free', paid: false, note: 'paket free' },
  {
    email: 'optimasi@booster.test',
    name: 'Member Optimasi',
    package: 'shopeeOptimization',
    paid: true,
    note: 'paket shopeeOptimization',
  },
  {
    email: 'medium@booster.test',
    name: 'Member Medium',
    package: 'medium',
    paid: true,
    note: 'paket medium',
  },
  {
    email: 'platinum@booster.test',
    name: 'Member Platinum',
    package: 'platinum',
    paid: true,
    note: 'paket platinum',
  },
];
const STAFF = {
  email: 'staff@booster.test',
  name: 'Staf Order',
  role: 'Staf Order',
  note: 'sub-member seller, hanya menu Order',
};

/** Only the order menu, with all of its sub-menus and features. */
export function orderOnlyMenu(): MenuPermission[] {
  return fullMenu(false).map((m) =>
    m.key === 'order'
      ? {
          ...m,
          enabled: true,
          subMenu: m.subMenu.map((s) => ({ ...s, enabled: true })),
          features: m.features.map((f) => ({ ...f, enabled: true })),
        }
      : m,
  );
}

// Serialises processes that start together with SEED_DEMO=1 on one database.
const SEED_LOCK_ID = 7_245_901_114;

/**
 * Demo accounts (all with password booster123), the top bar and popup banners, in one
 * transaction, only into a database without users. Answers whether it seeded.
 */
export async function seedDemoIfEmpty(container: Container): Promise<boolean> {
  const { accounts, content } = container;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const inOneYear = new Date(now.getTime() + 365 * 86_400_000);

  return withTransaction(container.database.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await accounts.users.count(tx)) > 0) return false;
    const ids = new Map<string, string>();
    for (const a of OWNERS) {
      const user = await accounts.users.create(tx, {
        email: a.email,
        name: a.name,
        passwordHash,
        subscriptionPackage: a.package,
        status: a.paid,
        expiredAt: a.paid ? inOneYear : null,
        isAdmin: a.isAdmin ?? false,
        emailVerifiedAt: now,
      });
      ids.set(a.email, user.id);
    }
    const sellerId = ids.get('seller@booster.test') ?? '';
    const role = await accounts.roles.createFor(tx, sellerId, { name: STAFF.role, menu: orderOnlyMenu() });
    await accounts.users.create(tx, {
      email: STAFF.email,
      name: STAFF.name,
      passwordHash,
      parentId: sellerId,
      roleId: role._id,
      emailVerifiedAt: now,
    });

    await content.service.upsertPage(tx, 'topbar', {
      theme: 1,
      redirectUrl: '/pricing',
      content: 'Kelola semua toko marketplace dari satu tempat. Upgrade ke Platinum untuk fitur lengkap!',
      status: true,
    });
    await content.service.addPopupBanner(tx, {
      audiences: ['guest', 'free', 'premium'],
      urlImage: '/images/popup-banner.svg',
      link: '/pricing',
    });
    return true;
  });
}

export async function hasDemoAccounts(container: Container): Promise<boolean> {
  return (await container.accounts.users.findByEmail(OWNERS[0].email)) !== null;
}

/** The table printed at start so a newcomer can log in. */
export function demoAccountsTable(): string {
  const rows = [...OWNERS.map((a) => [a.email, a.note]), [STAFF.email, STAFF.note]];
  const width = Math.max(...rows.map((r) => r[0].length));
  const lines = rows.map(([email, note]) => `  ${email.padEnd(width)}  ${note}`);
  return [`Akun demo (password: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
