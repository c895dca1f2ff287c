import type { components } from '../../../openapi/generated/main.ts';
import type { SheetCell } from '../../platform/xlsxExport.ts';
import { REPORT_TEXTS } from './hrTexts.ts';

export type ReportRow = components['schemas']['AttendanceSummaryRow'];

const C = REPORT_TEXTS.columns;

/** The report's columns, on screen and in the file alike. */
export const REPORT_HEADER = [
  C.name,
  C.mobile,
  C.role,
  C.workingDays,
  C.present,
  C.absent,
  C.late,
  C.averageHours,
] as const;

export const reportCells = (row: ReportRow): SheetCell[] => [
  row.name,
  row.username,
  row.role,
  row.working_days,
  row.present,
  row.absent,
  row.late,
  row.average_hours,
];

/** The report as a spreadsheet, saved under its range's name. Loads the sheet builder on use. */
export async function downloadReport(rows: readonly ReportRow[], from: string, to: string) {
  const [{ buildXlsx }, { saveBlob }] = await Promise.all([
    import('../../platform/xlsxExport.ts'),
    import('../../platform/download.ts'),
  ]);
  const file = await buildXlsx({
    name: REPORT_TEXTS.report,
    header: REPORT_HEADER,
    rows,
    toCells: reportCells,
  });
  saveBlob(file, REPORT_TEXTS.fileName(from, to));
}
