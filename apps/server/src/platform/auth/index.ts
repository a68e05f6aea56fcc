export { type AccessTokens, createAccessTokens } from './access-token.ts';
export type { AuthSubject, RequestContext, SubjectLoader } from './context.ts';
export { createGuards, type Guard, type Guards, requireCtx } from './guards.ts';
