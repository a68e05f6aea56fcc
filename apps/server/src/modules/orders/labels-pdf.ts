import type { LabelSize } from '@booster/domain';
import { PDFDocument, type PDFPage } from 'pdf-lib';

/** PDF points per millimetre. */
const MM = 72 / 25.4;

export const A6_SIZE: [number, number] = [105 * MM, 148 * MM];
export const A4_SIZE: [number, number] = [210 * MM, 297 * MM];

export type LabelLayout = LabelSize;

/** Where one label goes on a sheet: a box in PDF points (origin bottom left). */
type Cell = { x: number; y: number; width: number; height: number };

/** A4 holds exactly four A6 labels: top left, top right, bottom left, bottom right. */
const A4_CELLS: Cell[] = [
  { x: 0, y: A6_SIZE[1], width: A6_SIZE[0], height: A6_SIZE[1] },
  { x: A6_SIZE[0], y: A6_SIZE[1], width: A6_SIZE[0], height: A6_SIZE[1] },
  { x: 0, y: 0, width: A6_SIZE[0], height: A6_SIZE[1] },
  { x: A6_SIZE[0], y: 0, width: A6_SIZE[0], height: A6_SIZE[1] },
];
const A6_CELL: Cell = { x: 0, y: 0, width: A6_SIZE[0], height: A6_SIZE[1] };

/** Draws `label` as large as fits in `cell`, keeping its proportions, centred. */
async function drawInCell(sheet: PDFPage, label: PDFPage, cell: Cell) {
  const embedded = await sheet.doc.embedPage(label);
  const scale = Math.min(cell.width / embedded.width, cell.height / embedded.height);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  sheet.drawPage(embedded, {
    x: cell.x + (cell.width - width) / 2,
    y: cell.y + (cell.height - height) / 2,
    width,
    height,
  });
}

/**
 * Every page of every label document on A6 sheets ('a6', thermal printers) or four to an A4 sheet
 * ('a4'), in the order given.
 */
export async function mergeLabels(labels: readonly PDFDocument[], layout: LabelLayout): Promise<PDFDocument> {
  const merged = await PDFDocument.create();
  const pages = labels.flatMap((doc) => doc.getPages());
  const perSheet = layout === 'a6' ? 1 : A4_CELLS.length;
  let sheet: PDFPage | null = null;
  for (const [i, label] of pages.entries()) {
    const slot = i % perSheet;
    if (slot === 0) sheet = merged.addPage(layout === 'a6' ? A6_SIZE : A4_SIZE);
    await drawInCell(sheet as PDFPage, label, layout === 'a6' ? A6_CELL : A4_CELLS[slot]);
  }
  return merged;
}
