import type { z } from 'zod';
import type { RouteContract } from './route.ts';

/** One scalar of a request schema: its dotted path (`variants.0.price`) and its schema. */
export type InputLeaf = { path: string; type: string; schema: z.ZodType };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every scalar reachable in a request schema (objects, arrays, unions, records, wrappers). */
export function inputLeaves(schema: z.ZodType, path = ''): InputLeaf[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => inputLeaves(v, join(path, k)));
    case 'array':
      return def.element ? inputLeaves(def.element, join(path, '0')) : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? inputLeaves(def.innerType, path) : [];
    case 'pipe':
      return def.in ? inputLeaves(def.in, path) : [];
    case 'union':
      return (def.options ?? []).flatMap((o) => inputLeaves(o, path));
    case 'record':
      return [
        ...(def.keyType ? inputLeaves(def.keyType, join(path, '<key>')) : []),
        ...(def.valueType ? inputLeaves(def.valueType, join(path, '*')) : []),
      ];
    case 'intersection':
      return [def.left, def.right].flatMap((s) => (s ? inputLeaves(s, path) : []));
    default:
      return [{ path, type: def.type, schema }];
  }
}

/** Every route contract among a module's exports (route maps and single routes). */
export function routeContracts(exports: Record<string, unknown>): RouteContract[] {
  const isRoute = (v: unknown): v is RouteContract =>
    !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'response' in v;
  const found = new Set<RouteContract>();
  for (const value of Object.values(exports)) {
    if (isRoute(value)) found.add(value);
    else if (value && typeof value === 'object')
      for (const v of Object.values(value)) if (isRoute(v)) found.add(v);
  }
  return [...found];
}
