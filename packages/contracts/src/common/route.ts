import { z } from 'zod';

/** One endpoint: its method, path under /api and its schemas. Server and web both use it. */
export type RouteContract = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: readonly string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
};

export const defineRoute = <T extends RouteContract>(route: T): T => route;

/** The answer of an action that has nothing to say but a confirmation. */
export const messageSchema = z.object({ message: z.string() });
