// Bulk item failures and listing rules (a file of their own: loaded with the first failure list, ../texts.ts).
export { itemFailureMessages, listingRuleMessages } from '@booster/contracts';
