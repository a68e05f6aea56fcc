export { type FailureVerdict, finalVerdict, isRetryable, judgeFailure } from './policy.ts';
export { renderFailure } from './render.ts';
