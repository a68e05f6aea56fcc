export { type FailureVerdict, isRetryable, judgeFailure } from './policy.ts';
export { renderFailure } from './render.ts';
