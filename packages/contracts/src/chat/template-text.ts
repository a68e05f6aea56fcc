import { formatVariableList, unknownTemplateVariables } from '@booster/domain';
import { requiredText, text } from '../common/fields.ts';
import { refuseUnknownVariables } from '../common/variables.ts';

/** Longest template or automatic message text (TikTok Shop takes 2,000 characters; variables grow it). */
export const TEMPLATE_TEXT_MAX = 1000;

const refuseUnknownTemplateVariables = refuseUnknownVariables(unknownTemplateVariables, formatVariableList);

/**
 * A message text with variables (`{nama_pembeli}`), shared by templates, auto-replies and reminders.
 * Unknown variables are refused with a message naming them (`names` fills the message's `{{names}}`).
 */
export const templateTextSchema = requiredText(
  { required: 'validation.templateTextRequired', tooLong: 'validation.templateTextTooLong' },
  TEMPLATE_TEXT_MAX,
).superRefine(refuseUnknownTemplateVariables);

/** The same text where it may stay empty (a switched-off greeting keeps what was typed, or nothing). */
export const optionalTemplateTextSchema = text()
  .trim()
  .max(TEMPLATE_TEXT_MAX, { error: 'validation.templateTextTooLong' })
  .superRefine(refuseUnknownTemplateVariables);
