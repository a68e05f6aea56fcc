declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the test cluster and the migrated template each file copies. */
    testDatabase: { adminUrl: string; template: string };
  }
}

export {};
