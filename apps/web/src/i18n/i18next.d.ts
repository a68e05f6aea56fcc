import type { itemFailureMessages, listingRuleMessages, validationMessages } from '@booster/contracts';
import type account from './id/account.json';
import type admin from './id/admin.json';
import type adminContent from './id/adminContent.json';
import type adminMembers from './id/adminMembers.json';
import type adminUsage from './id/adminUsage.json';
import type affiliates from './id/affiliates.json';
import type auth from './id/auth.json';
import type billing from './id/billing.json';
import type billingTransfer from './id/billingTransfer.json';
import type boost from './id/boost.json';
import type chat from './id/chat.json';
import type chatReports from './id/chatReports.json';
import type chatSettings from './id/chatSettings.json';
import type common from './id/common.json';
import type coupons from './id/coupons.json';
import type errors from './id/errors.json';
import type facebook from './id/facebook.json';
import type home from './id/home.json';
import type incomeReport from './id/incomeReport.json';
import type integration from './id/integration.json';
import type landing from './id/landing.json';
import type marketing from './id/marketing.json';
import type notifications from './id/notifications.json';
import type orders from './id/orders.json';
import type productFrames from './id/productFrames.json';
import type products from './id/products.json';
import type researchKeywords from './id/researchKeywords.json';
import type researchPopular from './id/researchPopular.json';
import type routes from './id/routes.json';
import type shell from './id/shell.json';
import type stock from './id/stock.json';
import type subMembers from './id/subMembers.json';
import type tracking from './id/tracking.json';

/** Typed keys: `t('unknown.key')` is a type error. Indonesian is the source language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      admin: typeof admin;
      adminContent: typeof adminContent;
      adminMembers: typeof adminMembers;
      adminUsage: typeof adminUsage;
      affiliates: typeof affiliates;
      auth: typeof auth;
      billing: typeof billing;
      billingTransfer: typeof billingTransfer;
      boost: typeof boost;
      chat: typeof chat;
      chatReports: typeof chatReports;
      chatSettings: typeof chatSettings;
      common: typeof common;
      coupons: typeof coupons;
      errors: typeof errors;
      facebook: typeof facebook;
      home: typeof home;
      incomeReport: typeof incomeReport;
      integration: typeof integration;
      landing: typeof landing;
      marketing: typeof marketing;
      notifications: typeof notifications;
      orders: typeof orders;
      productFrames: typeof productFrames;
      products: typeof products;
      researchKeywords: typeof researchKeywords;
      researchPopular: typeof researchPopular;
      routes: typeof routes;
      shell: typeof shell;
      stock: typeof stock;
      subMembers: typeof subMembers;
      tracking: typeof tracking;
      validation: (typeof validationMessages)['id'];
      itemFailure: (typeof itemFailureMessages)['id'];
      listing: (typeof listingRuleMessages)['id'];
    };
  }
}
