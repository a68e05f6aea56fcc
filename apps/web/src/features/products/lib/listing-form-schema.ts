import { type ListingForm, listingFormSchema } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { z } from 'zod';
import { issuesToFieldErrors } from './field-issues.ts';
import { formFieldOf, isFormField } from './listing-form-fields.ts';
import {
  type AttributeMeta,
  formIssues,
  type ListingFormValues,
  toListingBody,
} from './listing-form-values.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** An issue on the form field that holds `path`, or on the form as a whole (`root`) when none shows it. */
function addIssue(ctx: z.RefinementCtx, path: string, message: string) {
  ctx.addIssue({ code: 'custom', path: isFormField(path) ? path.split('.') : ['root'], message });
}

/**
 * The listing form's resolver. First the platform's own rules and what the form needs (`formIssues`:
 * `checkListing`, shop, category, required attributes, a channel, complete dimensions), each under its
 * field with the platform's limits; once they hold, the contract's `listingFormSchema` checks the body
 * `toListingBody` makes, as the server will. Its output is that body.
 */
export function listingFormResolverSchema(
  marketplace: Marketplace,
  attributes: readonly AttributeMeta[],
  translate: Translate,
): z.ZodType<ListingForm, ListingFormValues> {
  return z
    .custom<ListingFormValues>()
    .superRefine((values, ctx) => {
      const errors = issuesToFieldErrors(formIssues(marketplace, values, attributes), translate);
      for (const [field, message] of Object.entries(errors)) addIssue(ctx, field, message);
    })
    .transform((values, ctx) => {
      const body = listingFormSchema.safeParse(toListingBody(values, attributes));
      if (body.success) return body.data;
      for (const issue of body.error.issues) addIssue(ctx, formFieldOf(issue.path.join('.')), issue.message);
      return z.NEVER;
    });
}
