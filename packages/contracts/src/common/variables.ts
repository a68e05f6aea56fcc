import type { z } from 'zod';

/**
 * A `superRefine` for a text with variables: refuses the variables `unknownIn` finds, with a message
 * naming them as the seller types them (`names` fills the message's `{{names}}`).
 */
export const refuseUnknownVariables =
  (unknownIn: (text: string) => string[], formatList: (names: readonly string[]) => string) =>
  (value: string, ctx: z.RefinementCtx) => {
    const unknown = unknownIn(value);
    if (unknown.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      message: 'validation.templateVariableUnknown',
      params: { names: formatList(unknown) },
    });
  };
