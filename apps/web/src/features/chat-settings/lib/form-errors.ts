import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The messages of a nested part of a react-hook-form's errors, keyed by their path below it
 * (`days.0.start`), for field groups drawn by one component.
 */
export function errorsBelow<T extends FieldValues>(
  errors: FieldErrors<T>,
  path: string,
): Record<string, string> {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (!value || typeof value !== 'object') return;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && prefix) out[prefix] = message;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'message' || key === 'ref' || key === 'type' || key === 'types') continue;
      walk(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(node, '');
  if (node && typeof (node as { message?: unknown }).message === 'string')
    out[''] = (node as { message: string }).message;
  return out;
}
