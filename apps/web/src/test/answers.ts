/** A paged list answer that holds `docs` as its first and only page. */
export const onePage = <T>(docs: T[], limit = 20) => ({
  docs,
  totalDocs: docs.length,
  totalPages: 1,
  page: 1,
  limit,
  prevPage: null,
  nextPage: null,
});

/** An in-memory `localStorage`, for tests that load the auth storage afresh. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

/** The server's 400 for fields it refused: `details.fields` maps each field to its message. */
export const fieldRefusal = (fields: Record<string, string>, message = 'Data yang dikirim tidak valid') => ({
  status: 400,
  body: { statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message, details: { fields } },
});
