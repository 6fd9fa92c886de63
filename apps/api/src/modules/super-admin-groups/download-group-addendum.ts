import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readAgreementDocument } from '../onboarding/agreement-documents.ts';
import { requireGroup } from './get-group.ts';

/** S-061: GET /api/super_admin/groups/{id}/addendum, the group's addendum (the onboarding module's reader). */
export async function downloadGroupAddendum(deps: AppDeps, actor: Actor | null, id: number) {
  requireSuperAdmin(actor);
  const { community, partnerGroup } = await requireGroup(deps.db, id);
  return readAgreementDocument(
    deps,
    {
      name: community.name,
      addendumName: community.addendumName,
      addendumFileKey: community.addendumFileKey,
      codeOfConductFileKey: partnerGroup?.codeOfConductFileKey ?? null,
      codeOfConductFilename: partnerGroup?.codeOfConductFilename ?? null,
      currentLicenseFileKey: partnerGroup?.currentLicenseFileKey ?? null,
      currentLicenseFilename: partnerGroup?.currentLicenseFilename ?? null,
    },
    'addendum',
  );
}
