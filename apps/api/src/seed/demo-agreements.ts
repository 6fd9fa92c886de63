import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partnerGroups } from '../db/schema/groups.ts';
import type { FileStore } from '../lib/file-store.ts';
import { updateCommunity, updatePartnerGroup } from '../modules/super-admin-groups/group-writer.ts';

/** A one-page PDF of plain lines (Helvetica), enough for a demo document a browser opens. */
export function textPdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `${i === 0 ? '' : '0 -18 Td '}(${escape(line)}) Tj`).join('\n');
  const stream = `BT /F1 11 Tf 56 780 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(i + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const demoNotice = 'A demo document of the CaseBridge demo network: not a real agreement.';

/**
 * O-011: the Storage Alliance's agreement documents (code of conduct, database license, addendum), stored as files
 * in the file store so that the demo wizard offers their downloads.
 */
export async function seedDemoAgreements(db: Db, files: FileStore): Promise<void> {
  const [program] = await db
    .select({ id: partnerGroups.id, communityId: partnerGroups.communityId })
    .from(partnerGroups)
    .where(eq(partnerGroups.vhost, 'storage-alliance'));
  if (!program) return;
  const [codeOfConduct, license, addendum] = await Promise.all(
    [
      ['Storage Alliance Code of Conduct', 'Members answer partner cases in good faith and within the agreed hours.'],
      ['CaseBridge Database License', 'Member contact data is used only to work collaboration cases.'],
      ['Storage Alliance Program Addendum (2025)', 'Globex arrays: include the array serial number on every case.'],
    ].map(([title = '', line = '']) => files.put(textPdf([title, '', line, '', demoNotice]))),
  );
  await updatePartnerGroup(db, program.id, {
    codeOfConductFileKey: codeOfConduct,
    codeOfConductFilename: 'Storage Alliance Code of Conduct.pdf',
    currentLicenseFileKey: license,
    currentLicenseFilename: 'CaseBridge Database License.pdf',
  });
  await updateCommunity(db, program.communityId, { addendumFileKey: addendum });
}
