import type { Marketplace } from '@booster/domain';
import type { ReactNode } from 'react';

export type CellContext<Row> = {
  row: Row;
  marketplace: Marketplace;
  set: (change: Partial<Row>) => void;
  error?: string;
  /** Accessible name of the cell's input: the column and the row's product. */
  label: string;
};

/** One editable column of a bulk table. */
export type SheetColumn<Row> = {
  key: keyof Row & string;
  header: string;
  /** Offer "copy the first row's value down". */
  fillDown?: boolean;
  /** Offer find-and-replace (text columns). */
  findReplace?: boolean;
  minWidth?: number;
  cell: (ctx: CellContext<Row>) => ReactNode;
};
