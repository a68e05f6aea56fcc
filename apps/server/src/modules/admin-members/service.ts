import type { AdminMember, AdminMemberDetail, MemberPackageChange } from '@booster/contracts';
import { PACKAGES, type PackageName } from '@booster/domain';
import type { RequestContext } from '../../platform/auth/index.ts';
import { type Db, type Executor, withTransaction } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { t } from '../../platform/i18n/index.ts';
import type { RealtimePublisher } from '../../platform/realtime/publisher.ts';
import type { AccountsModule } from '../accounts/index.ts';
import { toAdminMember } from '../accounts/member-directory.ts';
import type { AuditRecord, AuditService } from '../audit/index.ts';
import type { AuthModule } from '../auth/index.ts';
import type { BillingModule } from '../billing/index.ts';
import type { ShopsModule } from '../shops/index.ts';

export type AdminMembersDeps = {
  db: Db;
  accounts: AccountsModule;
  auth: AuthModule;
  audit: AuditService;
  shops: ShopsModule;
  billing: BillingModule;
  realtime: RealtimePublisher;
};

/** Mails to a member go out in the product's language (Indonesian), whoever the admin is. */
const MEMBER_LOCALE = 'id' as const;

/** The list's query as the route parsed it (page, limit, cursor, exactTotal and the filters). */
type ListQuery = Omit<Parameters<AccountsModule['members']['list']>[0], 'searchAccountIds'>;

/** list-user: members with search and filters, a member's page, and the admin's actions on a member. */
export function createAdminMembersService(deps: AdminMembersDeps) {
  const { db, accounts, audit } = deps;
  const directory = accounts.members;

  /** Runs one admin action on a member: the row locked, the change and its audit entry in one transaction. */
  async function act(
    ctx: RequestContext,
    memberId: string,
    change: (
      tx: Executor,
      member: NonNullable<Awaited<ReturnType<typeof directory.member>>>,
    ) => Promise<Omit<AuditRecord, 'actorUserId' | 'targetType' | 'targetId' | 'memberId'>>,
  ): Promise<AdminMember> {
    const updated = await withTransaction(db, async (tx) => {
      const member = await directory.member(memberId, tx, true);
      if (!member) throw notFound();
      const entry = await change(tx, member);
      await audit.record(
        { ...entry, actorUserId: ctx.userId, targetType: 'user', targetId: member.id, memberId: member.id },
        tx,
      );
      return directory.member(memberId, tx);
    });
    if (!updated) throw notFound();
    await deps.realtime.publish(`user:${memberId}`, 'account.user-updated.v1', { userId: memberId });
    return toAdminMember(updated);
  }

  return {
    async list(query: ListQuery) {
      const searchAccountIds = query.search
        ? await deps.shops.admin.accountIdsByShopName(query.search)
        : undefined;
      return directory.list({ ...query, searchAccountIds });
    },

    async get(memberId: string): Promise<AdminMemberDetail> {
      const member = await directory.member(memberId);
      if (!member) throw notFound();
      const [shops, subMembers, invoices, activity] = await Promise.all([
        deps.shops.admin.shopsOf(member.id),
        directory.subMembersOf(member.id),
        deps.billing.admin.invoicesOf(member.id),
        audit.list({ page: 1, limit: 20, memberId: member.id }),
      ]);
      return {
        member: {
          ...toAdminMember(member),
          referral: member.referral,
          suspendedAt: member.suspendedAt?.toISOString() ?? null,
        },
        shops,
        subMembers,
        invoices,
        activity: activity.docs,
      };
    },

    changePackage: (ctx: RequestContext, memberId: string, body: MemberPackageChange) =>
      act(ctx, memberId, async (tx, member) => {
        const pkg: PackageName = body.subscriptionPackage;
        const expiredAt = body.expiredAt ? new Date(body.expiredAt) : null;
        await accounts.users.changePackage(tx, member.id, {
          subscriptionPackage: pkg,
          status: PACKAGES[pkg].monthlyPrice > 0,
          expiredAt,
        });
        return {
          action: 'member.package-changed',
          reason: body.reason,
          detail: {
            from: {
              subscriptionPackage: member.subscriptionPackage,
              expiredAt: member.expiredAt?.toISOString() ?? null,
            },
            to: { subscriptionPackage: pkg, expiredAt: expiredAt?.toISOString() ?? null },
          },
        };
      }),

    async suspend(ctx: RequestContext, memberId: string, reason: string) {
      const member = await act(ctx, memberId, async (tx, row) => {
        await directory.setSuspended(tx, row.id, true);
        // The member's and its sub-members' refresh tokens stop working with the suspension.
        await deps.auth.service.endSessions(tx, row.id);
        for (const sub of await directory.subMembersOf(row.id))
          await deps.auth.service.endSessions(tx, sub._id);
        return { action: 'member.suspended', reason };
      });
      await deps.auth.service.revokedEverywhere(memberId);
      return member;
    },

    restore: (ctx: RequestContext, memberId: string, reason: string) =>
      act(ctx, memberId, async (tx, row) => {
        await directory.setSuspended(tx, row.id, false);
        return { action: 'member.restored', reason };
      }),

    /** Mails a new verification link; says so when the e-mail is verified already (nothing is sent). */
    async resendVerification(ctx: RequestContext, memberId: string) {
      let sent = false;
      await act(ctx, memberId, async (tx, row) => {
        if (!row.emailVerifiedAt) {
          await deps.auth.service.mailVerification(tx, MEMBER_LOCALE, row);
          sent = true;
        }
        return { action: 'member.verification-resent', detail: { sent } };
      });
      return {
        message: t(ctx.locale, sent ? 'messages.memberVerificationSent' : 'messages.memberAlreadyVerified'),
      };
    },

    async sendPasswordReset(ctx: RequestContext, memberId: string) {
      await act(ctx, memberId, async (tx, row) => {
        await deps.auth.service.mailPasswordReset(tx, MEMBER_LOCALE, row);
        return { action: 'member.password-reset-sent' };
      });
      return { message: t(ctx.locale, 'messages.memberResetLinkSent') };
    },
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
