export { AppError, type AppErrorOptions, ERROR_STATUS, fieldError, notFound } from './app-error.ts';
export { registerErrorHandler, renderError, sendNotFound } from './handler.ts';
