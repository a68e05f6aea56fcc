import { describe, expect, it } from 'vitest';
import type { SheetColumn } from './sheet-columns.ts';
import { streamSheet } from './sheet-stream.ts';

type Row = { n: number };
const columns: SheetColumn<Row>[] = [
  { header: { id: 'Baris', en: 'Row' }, width: 40, value: (r) => `baris ${r.n} ${'x'.repeat(60)}` },
];

describe('streamed sheets', () => {
  it.each(['xlsx', 'csv'] as const)(
    '%s: reads no more batches than the reader takes (a reader that stops holds the rows back)',
    async (format) => {
      let pulled = 0;
      async function* rows(): AsyncGenerator<Row[]> {
        for (let b = 0; b < 100; b++) {
          pulled++;
          yield Array.from({ length: 1000 }, (_, i) => ({ n: b * 1000 + i }));
        }
      }
      const out = await streamSheet({
        format,
        sheetName: 'Baris',
        columns,
        rows: rows(),
        locale: 'id',
        onError: () => {},
      });
      // Nobody reads the answer: the writer must stop after what fills its buffers, not write on into
      // memory (ExcelJS hands its rows to the zip without waiting for it).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(pulled).toBeLessThan(10);
      out.destroy();
    },
  );
});
