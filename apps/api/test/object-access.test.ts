import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PARTNER_ACCESS_MESSAGE, objectKinds, type ObjectPermission } from '@casebridge/contract/access';
import type { Role } from '@casebridge/contract/enums';
import { registrationQueue } from '../src/db/schema/onboarding.ts';
import { groupDocuments } from '../src/db/schema/groups.ts';
import type { Actor } from '../src/lib/access-policy.ts';
import { requireAccess } from '../src/modules/access/require-access.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 23: requireAccess for every object kind a member route names by id, against the database: the owners of the
 * named ids are read, another company's object answers as an unknown id does, and the role is checked last.
 */
let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let stranger: BuiltCompany;
let acmeAdmin: BuiltUser;
let acmeCaller: BuiltUser;
let strangerUser: BuiltUser;

const actorOf = (user: BuiltUser, role: Role): Actor => ({
  userId: user.id,
  firstName: 'Pat',
  lastName: 'Tester',
  role,
  type: role === 'caller' ? 'basic' : 'admin',
  companyId: user.companyId,
  companySlug: null,
  membershipType: 'standard',
  impersonatorId: null,
  sessionId: '',
});

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme Objects' });
  globex = await make.company({ name: 'Globex Objects' });
  stranger = await make.company({ name: 'Stranger Objects' });
  acmeAdmin = await make.user(acme, { role: 'business_manager' });
  acmeCaller = await make.user(acme);
  strangerUser = await make.user(stranger);
  // Acme and Globex work together (ADR 13); the stranger shares nothing with either.
  await make.group([{ company: acme }, { company: globex }]);
});
afterAll(async () => {
  await t.close();
});

const admin = () => actorOf(acmeAdmin, 'business_manager');
const caller = () => actorOf(acmeCaller, 'caller');
const refusal = async (actor: Actor | null, permission: ObjectPermission, ids: number[]) => {
  const error: unknown = await requireAccess(t.deps.db, actor, permission, ids).then(
    () => null,
    (caught: unknown) => caught,
  );
  return error === null ? null : (error as { status: number; message: string });
};

describe('[issue 23] requireAccess for objects other than cases', () => {
  it("company: the own company's record; another company, and an unknown id, are not found alike", async () => {
    expect(await refusal(caller(), 'company.read', [acme.id])).toBeNull();
    const foreign = await refusal(caller(), 'company.read', [stranger.id]);
    const unknown = await refusal(caller(), 'company.read', [2_000_000]);
    expect(foreign).toMatchObject({ status: 404, message: objectKinds.company.notFound });
    expect(unknown).toEqual(foreign);
    // D-012: the company note is its editors'.
    expect(await refusal(caller(), 'company.note', [acme.id])).toMatchObject({ status: 403 });
    expect(await refusal(admin(), 'company.note', [acme.id])).toBeNull();
    // ADR 13: a partner's processes open to its partners; another company's say the access is missing.
    expect(await refusal(caller(), 'company.use', [globex.id])).toBeNull();
    expect(await refusal(caller(), 'company.use', [stranger.id])).toMatchObject({
      status: 404,
      message: NO_PARTNER_ACCESS_MESSAGE,
    });
    // Several companies named at once: each is checked (only the named ones are read, issue 26), the own one passes.
    expect(await refusal(caller(), 'company.use', [globex.id, acme.id])).toBeNull();
    expect(await refusal(caller(), 'company.use', [globex.id, stranger.id])).toMatchObject({
      status: 404,
      message: NO_PARTNER_ACCESS_MESSAGE,
    });
    expect(await refusal(caller(), 'company.use', [stranger.id, globex.id])).toMatchObject({
      status: 404,
      message: NO_PARTNER_ACCESS_MESSAGE,
    });
  });

  it("department: the own company's or a partner's", async () => {
    const own = await make.department(acme);
    const partners = await make.department(globex);
    const strangers = await make.department(stranger);
    expect(await refusal(caller(), 'department.use', [own.id, partners.id])).toBeNull();
    expect(await refusal(caller(), 'department.use', [strangers.id])).toMatchObject({ status: 404 });
    expect(await refusal(caller(), 'department.use', [2_000_000])).toMatchObject({
      status: 404,
      message: objectKinds.department.notFound,
    });
  });

  it("user and registration: the own company's, for its admins (403 for another role)", async () => {
    expect(await refusal(admin(), 'user.manage', [acmeCaller.id, acmeAdmin.id])).toBeNull();
    expect(await refusal(caller(), 'user.manage', [acmeCaller.id])).toMatchObject({ status: 403 });
    const foreign = await refusal(admin(), 'user.manage', [strangerUser.id]);
    expect(foreign).toMatchObject({ status: 404, message: objectKinds.user.notFound });
    expect(await refusal(admin(), 'user.manage', [2_000_000])).toEqual(foreign);
    const [strangersRegistration] = await t.deps.db
      .insert(registrationQueue)
      .values({ userId: strangerUser.id, companyId: stranger.id })
      .returning({ id: registrationQueue.id });
    expect(await refusal(admin(), 'registration.decide', [strangersRegistration?.id ?? 0])).toMatchObject({
      status: 404,
      message: objectKinds.registration.notFound,
    });
  });

  it("process: managed by the own company's admins, used by partners, and no one else's to see", async () => {
    const own = await make.document(acme);
    const partners = await make.document(globex);
    const strangers = await make.document(stranger);
    expect(await refusal(admin(), 'process.manage', [own.id])).toBeNull();
    expect(await refusal(caller(), 'process.manage', [own.id])).toMatchObject({ status: 403 });
    expect(await refusal(admin(), 'process.manage', [partners.id])).toMatchObject({ status: 404 });
    expect(await refusal(caller(), 'process.use', [own.id, partners.id])).toBeNull();
    const foreign = await refusal(caller(), 'process.use', [strangers.id]);
    expect(foreign).toMatchObject({ status: 404, message: objectKinds.process.notFound });
    expect(await refusal(caller(), 'process.use', [2_000_000])).toEqual(foreign);
    expect(await refusal(admin(), 'process.note', [partners.id])).toBeNull();
    expect(await refusal(caller(), 'process.note', [partners.id])).toMatchObject({ status: 403 });
  });

  it('group and group file: a group of the own company, and the files shared in it', async () => {
    const ours = await make.group([{ company: acme }, { company: globex }]);
    const theirs = await make.group([{ company: stranger }]);
    expect(await refusal(admin(), 'group.manage', [ours.id])).toBeNull();
    expect(await refusal(admin(), 'group.manage', [theirs.id])).toMatchObject({
      status: 404,
      message: objectKinds.group.notFound,
    });
    const file = async (groupId: number, company: BuiltCompany) => {
      const [row] = await t.deps.db
        .insert(groupDocuments)
        .values({ communityId: groupId, companyId: company.id, name: 'Shared', documentType: 'url', url: 'https://x' })
        .returning({ id: groupDocuments.id });
      return row?.id ?? 0;
    };
    const ownFile = await file(ours.id, acme);
    const partnersFile = await file(ours.id, globex);
    const strangersFile = await file(theirs.id, stranger);
    expect(await refusal(caller(), 'group_file.read', [ownFile, partnersFile])).toBeNull();
    expect(await refusal(caller(), 'group_file.read', [strangersFile])).toMatchObject({ status: 404 });
    expect(await refusal(admin(), 'group_file.manage', [ownFile])).toBeNull();
    // Another member's file in the group is not the admin's to delete: it is not found, as an unknown one.
    expect(await refusal(admin(), 'group_file.manage', [partnersFile])).toMatchObject({
      status: 404,
      message: objectKinds.group_file.notFound,
    });
  });

  it('several ids are decided together: one foreign among them refuses them all; no actor, or a super admin, none', async () => {
    const own = await Promise.all([make.document(acme), make.document(acme)]);
    const strangers = await make.document(stranger);
    const ids = own.map((document) => document.id);
    expect(await refusal(admin(), 'process.manage', ids)).toBeNull();
    expect(await refusal(admin(), 'process.manage', [...ids, strangers.id])).toMatchObject({ status: 404 });
    expect(await refusal(null, 'process.manage', ids)).toMatchObject({ status: 401 });
    const superAdmin = { ...admin(), role: 'super_admin' as const, companyId: null };
    expect(await refusal(superAdmin, 'process.manage', ids)).toMatchObject({ status: 403 });
  });
});
