// The validation messages (a file of their own: loaded with the first form, ../texts.ts).
export { validationMessages } from '@booster/contracts';
