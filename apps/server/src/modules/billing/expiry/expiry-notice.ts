import {
  daysUntilExpiryDate,
  type ExpiryReminderStage,
  formatDate,
  isExpired,
  membershipActions,
  type PackageName,
} from '@booster/domain';
import type { Locale } from '../../../platform/i18n/index.ts';
import { t } from '../../../platform/i18n/index.ts';
import { PACKAGE_LABEL } from '../invoice-pdf.ts';

export type EndingOwner = { name: string; subscriptionPackage: PackageName; expiredAt: Date };

/** Title and text of a reminder: days left, ends today, or has ended (a run after the expiry instant). */
export function expiryNotice(
  owner: EndingOwner,
  stage: ExpiryReminderStage,
  now: Date,
  locale: Locale = 'id',
) {
  const params = {
    package: PACKAGE_LABEL[owner.subscriptionPackage] ?? owner.subscriptionPackage,
    date: formatDate(owner.expiredAt),
    days: daysUntilExpiryDate(owner.expiredAt, now),
  };
  const kind = stage > 0 ? 'soon' : isExpired({ ...owner }, now) ? 'ended' : 'today';
  return {
    title: t(locale, `billing.expiry.${kind}Title`, params),
    description: t(locale, `billing.expiry.${kind}Text`, params),
  };
}

/** Where the mail sends the owner: extending the same package, or the plan page when it cannot be extended. */
export function renewLink(appUrl: string, pkg: PackageName) {
  return membershipActions(pkg).canExtend
    ? `${appUrl}/panel/subscription/select-package?packageName=${pkg}&subscribeType=extend`
    : `${appUrl}/panel/plan`;
}

export function expiryMailText(name: string, text: string, link: string, locale: Locale = 'id') {
  return t(locale, 'billing.expiry.mail', { name, text, link });
}
