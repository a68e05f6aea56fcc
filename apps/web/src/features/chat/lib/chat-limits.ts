import { CHAT_IMAGE_TYPES } from '@booster/contracts';
import { capabilitiesOf, isMarketplace } from '@booster/domain';

/** The upload route's own ceiling, where a platform says nothing stricter. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** The images a conversation's platform takes: its chat rules, within what the upload route accepts. */
export function chatImageRules(marketplace: string) {
  const rules = isMarketplace(marketplace) ? capabilitiesOf(marketplace).chat : null;
  const types = CHAT_IMAGE_TYPES.filter((type) => !rules || rules.imageTypes.includes(type));
  const maxBytes = Math.min(rules?.maxImageBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
  return { types, maxBytes };
}

/** A text's length as the platforms count it: characters (code points), an emoji is one. */
export function textLength(text: string): number {
  return [...text].length;
}
