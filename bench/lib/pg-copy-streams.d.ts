declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';
  import type { Submittable } from 'pg';
  /** `COPY … TO STDOUT` as a readable stream of the server's output. */
  export function to(sql: string): Submittable & Readable;
}
