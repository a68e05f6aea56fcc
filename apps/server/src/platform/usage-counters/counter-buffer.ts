/** One counted key: its parts (day first), how many times, and how many of them failed. */
export type CountedRow = { parts: readonly string[]; n: number; errors: number };

/**
 * In-memory counts of one process, keyed by a few strings, taken out in one piece by whoever
 * writes them to the database (`take`) and put back when that write fails (`putBack`). Adding is
 * one Map lookup: cheap enough for every API request.
 */
export function createCounterBuffer() {
  let counts = new Map<string, CountedRow>();
  return {
    add(parts: readonly string[], failed = false, n = 1) {
      const key = parts.join('\u0001');
      const row = counts.get(key);
      if (row) {
        row.n += n;
        if (failed) row.errors += 1;
      } else counts.set(key, { parts, n, errors: failed ? 1 : 0 });
    },
    /** Everything counted since the last take, sorted by key (concurrent upserts then lock rows in one order). */
    take(): CountedRow[] {
      if (counts.size === 0) return [];
      const taken = counts;
      counts = new Map();
      return [...taken.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    },
    putBack(rows: readonly CountedRow[]) {
      for (const row of rows) {
        this.add(row.parts, false, row.n);
        const kept = counts.get(row.parts.join('\u0001'));
        if (kept) kept.errors += row.errors;
      }
    },
    get size() {
      return counts.size;
    },
  };
}

export type CounterBuffer = ReturnType<typeof createCounterBuffer>;
