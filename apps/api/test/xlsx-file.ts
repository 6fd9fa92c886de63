import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';

/** The first sheet's rows, each as many cells as the header has, an empty cell as null. */
export async function workbookRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value ?? null));
  });
  return rows;
}

/** An export's answer (DECISIONS 22): a 200 xlsx attachment; its file name, header row and rows. */
export async function xlsxAnswer(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const rows = await workbookRows(response.rawPayload);
  const filename = /attachment; filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1];
  return { filename, header: rows[0], rows: rows.slice(1) };
}
