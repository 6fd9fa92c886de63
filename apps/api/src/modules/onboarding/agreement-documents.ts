import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { readStoredFile } from '../../lib/file-store.ts';
import { requireOpenProgram } from './onboarding-session.ts';

export const agreementDocuments = ['addendum', 'code_of_conduct', 'current_license'] as const;
export type AgreementDocument = (typeof agreementDocuments)[number];

export const NO_DOCUMENT_MESSAGE = 'This program has no such document.';

const contentTypeOf = (filename: string) =>
  filename.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';

/**
 * O-011: the program's agreement documents, public like its home (a visitor reads them before registering):
 * GET /api/onboarding/{vhost}/addendum, /code_of_conduct and /current_license, as attachments.
 */
export async function getAgreementDocument(deps: AppDeps, vhost: string, which: AgreementDocument) {
  const program = await requireOpenProgram(deps.db, vhost);
  const stored = {
    addendum: {
      key: program.addendumFileKey,
      filename: `${program.addendumName ?? `${program.name} addendum`}.pdf`,
    },
    code_of_conduct: {
      key: program.codeOfConductFileKey,
      filename: program.codeOfConductFilename ?? `${program.name} code of conduct.pdf`,
    },
    current_license: {
      key: program.currentLicenseFileKey,
      filename: program.currentLicenseFilename ?? `${program.name} database license.pdf`,
    },
  }[which];
  if (stored.key === null) throw notFound(NO_DOCUMENT_MESSAGE);
  return {
    bytes: await readStoredFile(deps.config.dataDir, stored.key),
    filename: stored.filename,
    contentType: contentTypeOf(stored.filename),
  };
}
