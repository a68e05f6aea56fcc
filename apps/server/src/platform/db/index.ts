export { cappedCount } from './capped-count.ts';
export {
  afterCommit,
  createDatabase,
  type Database,
  type Db,
  type Executor,
  isReachable,
  type Tx,
  withTransaction,
} from './client.ts';
export { isUniqueViolation } from './errors.ts';
export { containsText, escapeLike } from './like.ts';
export { accountRow, type ColumnValues, columnsEqual, excluded, offsetPage, rowWhere } from './rows.ts';
