export { type DeclaredRoute, needsDeclaration, registerAccessControl } from './access-control.ts';
export { type AccessTokens, createAccessTokens, type Impersonation } from './access-token.ts';
export type { AuthSubject, RequestContext, SubjectLoader } from './context.ts';
export { createGuards, type Guards, requireCtx } from './guards.ts';
export {
  createSubjectCache,
  forgetOnMemberEvents,
  SUBJECT_CHANGED_CHANNEL,
  type SubjectCache,
} from './subject-cache.ts';
