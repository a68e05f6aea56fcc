export {
  createItemRuns,
  type ItemJob,
  type ItemRow,
  type ItemRunRow,
  type ItemRuns,
  type ItemRunsDeps,
  type RunState,
  toItemRun,
} from './service.ts';
