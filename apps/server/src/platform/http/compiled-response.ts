import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `X` with `'null'` among its types:
 * fast-json-stringify picks an `anyOf` branch by validating the value at run time, a type list it
 * checks with `=== null`.
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = nullableAsTypeList(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((b: JsonSchema) => b.type !== 'null') as JsonSchema | undefined;
    const hasNull = branches.some((b: JsonSchema) => b.type === 'null');
    if (other && hasNull && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * A stringifier compiled from a response contract (fast-json-stringify): the answer is written
 * field by field as the schema lists them, instead of being checked by zod and passed to
 * JSON.stringify. For the hottest lists only; a missing required field still throws.
 */
export function compileResponse(schema: z.ZodType): (value: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  const { $schema: _, ...body } = nullableAsTypeList(json) as JsonSchema;
  return fastJson(body as unknown as Parameters<typeof fastJson>[0]);
}
