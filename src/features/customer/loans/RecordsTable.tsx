import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import type { RowTone } from './loanRules.ts';

export type { Column };

/**
 * A read-only table of the Loans tab: the shared data table in a pane of `height` (part 1 §9
 * heights), its rows toned by the loan rules.
 */
export function RecordsTable<T>(props: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  tone?: (row: T) => RowTone;
  height: string;
}) {
  return <DataTable {...props} rowKey={(row) => props.rowKey(row)} />;
}
