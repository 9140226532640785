// A screen's table as a spreadsheet (.xlsx), written as a stream: its rows on one sheet, the chart's series per
// period on another. Text that a spreadsheet program would take for a formula (=, +, -, @, a tab or a carriage
// return first) is written with a leading apostrophe, so a search term or a title can never run as one. Days are date cells.
import type { Writable } from 'node:stream';
import type { LanguageCode, StatisticsResult } from '@gsis/contract';
import { word } from './statistics.service.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A day (YYYY-MM-DD, a UTC day) as a date cell: a spreadsheet sorts, filters and reckons with it, unlike text. */
const dayCell = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);
const DAY_FORMAT = 'yyyy-mm-dd';

/** Text as a cell may hold it without becoming a formula. */
export const neutralised = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export async function writeSpreadsheet(out: Writable, result: StatisticsResult, language: LanguageCode, average: boolean): Promise<void> {
  // Loaded on the first export, not at boot: 8 MB of heap and 0.4 s that most instances never need.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const table = workbook.addWorksheet(word(language, 'sheet.table'));
  const headers = [
    result.columns.key, ...(result.columns.detail ? [result.columns.detail] : []), result.columns.events, word(language, 'columns.share'),
    ...(average ? [word(language, 'columns.average')] : []), word(language, 'columns.lastSeen'),
  ];
  table.columns = headers.map((header, i) => ({ header: neutralised(header), key: String(i), width: i === 0 ? 48 : 18 }));
  table.getRow(1).font = { bold: true };
  for (const row of result.rows) {
    const added = table.addRow([
      neutralised(row.label), ...(result.columns.detail ? [neutralised(row.detail ?? '')] : []), row.events, row.share,
      ...(average ? [row.average] : []), dayCell(row.lastSeen),
    ]);
    added.getCell(headers.indexOf(word(language, 'columns.share')) + 1).numFmt = '0.0%';
    added.getCell(headers.length).numFmt = DAY_FORMAT;
    added.commit();
  }
  table.commit();

  const periods = workbook.addWorksheet(word(language, 'sheet.periods'));
  periods.columns = [word(language, 'columns.period'), ...result.series.map((s) => s.label)].map((header, i) => ({ header: neutralised(header), key: String(i), width: i === 0 ? 14 : 20 }));
  periods.getRow(1).font = { bold: true };
  result.periods.forEach((period, i) => {
    const added = periods.addRow([dayCell(period), ...result.series.map((s) => s.counts[i] ?? 0)]);
    added.getCell(1).numFmt = DAY_FORMAT;
    added.commit();
  });
  periods.commit();
  await workbook.commit();
}
