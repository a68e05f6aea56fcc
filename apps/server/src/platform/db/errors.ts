/** Drizzle wraps driver errors; the PostgreSQL error is the error itself or its cause. */
function pgError(err: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (
      typeof (e as { code?: unknown }).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
    ) {
      return e as { code: string; constraint?: string };
    }
  }
  return null;
}

/** A unique constraint failed (optionally: this one). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}
