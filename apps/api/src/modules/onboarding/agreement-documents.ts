import type { AgreementDocument } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Program } from './onboarding-repository.ts';
import { requireOpenProgram } from './onboarding-session.ts';

export const NO_DOCUMENT_MESSAGE = 'This program has no such document.';

const contentTypeOf = (filename: string) =>
  filename.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';

/** A group's agreement files as stored: the addendum on the community, the other two on its partner group. */
export type AgreementFiles = Pick<
  Program,
  | 'name'
  | 'addendumName'
  | 'addendumFileKey'
  | 'codeOfConductFileKey'
  | 'codeOfConductFilename'
  | 'currentLicenseFileKey'
  | 'currentLicenseFilename'
>;

/**
 * O-011: the program's agreement documents, public like its home (a visitor reads them before registering):
 * GET /api/onboarding/{vhost}/addendum, /code_of_conduct and /current_license, as attachments.
 */
export async function getAgreementDocument(deps: AppDeps, vhost: string, which: AgreementDocument) {
  return readAgreementDocument(deps, await requireOpenProgram(deps.db, vhost), which);
}

/**
 * One of a group's agreement documents as an attachment, for whoever has already been allowed to read it (O-011's
 * visitors, M-035's member admins); a document the group does not have is not found.
 */
export async function readAgreementDocument(deps: AppDeps, program: AgreementFiles, which: AgreementDocument) {
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
  const opened = await deps.files.open(stored.key);
  return {
    bytes: opened.stream,
    size: opened.size,
    filename: stored.filename,
    contentType: contentTypeOf(stored.filename),
  };
}
