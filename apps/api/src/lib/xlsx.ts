import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';

export type XlsxColumn<Row> = {
  header: string;
  /** In characters. */
  width: number;
  value: (row: Row) => string | number | Date | null;
};

/**
 * An export as an xlsx workbook of one sheet (DECISIONS 22), written as it is read: `pages` yields the rows a page
 * at a time, so a large export never holds all its rows. Dates are written as dates (UTC), shown with the time.
 * A page that fails ends the stream with that error, and the download breaks off rather than ending short.
 */
export function xlsxStream<Row>(
  sheet: string,
  columns: XlsxColumn<Row>[],
  pages: AsyncIterable<Row[]> | Iterable<Row[]>,
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  worksheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const rows of pages)
      for (const row of rows) {
        const added = worksheet.addRow(columns.map((column) => column.value(row)));
        added.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm';
        });
        added.commit();
      }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}

/** An export route's 200 in the API document: the xlsx file (DECISIONS 22). */
export const xlsxFileAnswer = {
  description: 'The xlsx file',
  content: { [XLSX_CONTENT_TYPE]: { schema: z.string() } },
};
