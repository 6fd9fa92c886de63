import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import { documentNoteLocation } from '@casebridge/contract/case-submission';
import { departments } from '../src/db/schema/departments.ts';
import { favorites } from '../src/db/schema/directory.ts';
import { documentNotes } from '../src/db/schema/documents.ts';
import { communities, groupDocuments, groupRelations } from '../src/db/schema/groups.ts';
import { builders, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let partner: BuiltCompany;
let third: BuiltCompany;
let caller: BuiltUser;
let manager: BuiltUser;
let outsider: BuiltUser;
let outsiderManager: BuiltUser;
let doc: BuiltDocument;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme' });
  partner = await make.company({ name: 'Initech' });
  third = await make.company({ name: 'Umbrella' });
  await make.group([{ company: acme }, { company: partner }, { company: third }]);
  caller = await make.user(acme);
  manager = await make.user(acme, { role: 'business_manager' });
  outsider = await make.user(third);
  outsiderManager = await make.user(third, { role: 'program_manager' });
  doc = await make.document(partner, { name: 'Initech support' });
});
afterAll(async () => {
  await t.close();
});

const post = (user: BuiltUser | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {}, payload });

const documentsOf = async (user: BuiltUser, type: string, id: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/caller/documents/${type}/${String(id)}`,
      headers: bearer(user.token),
    })
  ).json<PartnerDocumentsAnswer>();

describe('favorite toggle', () => {
  const toggle = (user: BuiltUser | null, body: Record<string, unknown>) =>
    post(user, '/api/caller/favorites/toggle', body);

  it('[C-004] [X-051] stars and unstars a company partner, idempotently, and GET documents shows is_favorite', async () => {
    const body = { document_id: doc.id, company_id: partner.id, type: 'company', department_id: null };
    const on = await toggle(caller, { ...body, is_favorite: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ is_favorite: true });
    expect((await toggle(caller, { ...body, is_favorite: true })).statusCode).toBe(200);
    const rows = await t.deps.db.select().from(favorites).where(eq(favorites.userId, caller.id));
    expect(rows).toMatchObject([{ companyId: partner.id, departmentId: null, contactDocumentId: doc.id }]);
    expect((await documentsOf(caller, 'company', partner.id)).documents[0]?.is_favorite).toBe(true);
    // The star is the user's own: a colleague does not see it.
    expect((await documentsOf(manager, 'company', partner.id)).documents[0]?.is_favorite).toBe(false);

    expect((await toggle(caller, { ...body, is_favorite: false })).json()).toEqual({ is_favorite: false });
    expect((await toggle(caller, { ...body, is_favorite: false })).statusCode).toBe(200);
    expect(await t.deps.db.select().from(favorites).where(eq(favorites.userId, caller.id))).toEqual([]);
    expect((await documentsOf(caller, 'company', partner.id)).documents[0]?.is_favorite).toBe(false);
  });

  it('[C-004] stars a department partner apart from its company', async () => {
    const dept = await make.department(partner, 'Storage');
    const deptDoc = await make.document(partner, { name: 'Storage support' });
    await t.deps.db.update(departments).set({ contactDocumentId: deptDoc.id }).where(eq(departments.id, dept.id));
    const body = { document_id: deptDoc.id, company_id: partner.id, type: 'department', department_id: dept.id };
    expect((await toggle(outsider, { ...body, is_favorite: true })).statusCode).toBe(200);
    expect((await documentsOf(outsider, 'department', dept.id)).documents[0]?.is_favorite).toBe(true);
    expect((await documentsOf(outsider, 'company', partner.id)).documents.every((d) => !d.is_favorite)).toBe(true);
    // A department partner needs its department; a department of another company is no partner.
    expect((await toggle(outsider, { ...body, department_id: null, is_favorite: true })).statusCode).toBe(422);
    expect((await toggle(outsider, { ...body, company_id: third.id, is_favorite: true })).statusCode).toBe(404);
  });

  it('[C-004] answers 404 for a document that is not a current process of that partner', async () => {
    const foreign = await make.document(third);
    const body = { company_id: partner.id, type: 'company', department_id: null, is_favorite: true };
    expect((await toggle(caller, { ...body, document_id: foreign.id })).statusCode).toBe(404);
    expect((await toggle(caller, { ...body, document_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await toggle(caller, { ...body, company_id: 2_000_000_000, document_id: doc.id })).statusCode).toBe(404);
    expect(await t.deps.db.select().from(favorites).where(eq(favorites.userId, caller.id))).toEqual([]);
    expect((await toggle(null, { ...body, document_id: doc.id })).statusCode).toBe(401);
  });
});

describe('internal note', () => {
  const store = (user: BuiltUser | null, body: Record<string, unknown>) => post(user, '/api/caller/notes/store', body);
  const notesOf = (companyId: number) =>
    t.deps.db
      .select()
      .from(documentNotes)
      .where(and(eq(documentNotes.companyId, companyId), eq(documentNotes.contactDocumentId, doc.id)));

  it('[C-005] a manager saves the company note (sanitised, one row per company and document); callers read it', async () => {
    const location = documentNoteLocation(doc.id);
    expect(location).toBe(`document:${String(doc.id)}`);
    const first = await store(manager, { location, note: '<p>Attach <b>logs</b><script>alert(1)</script></p>' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      note: '<p>Attach <b>logs</b></p>',
      location,
      document_id: doc.id,
      company_id: null,
    });
    const second = await store(manager, { location, note: '<p onclick="x()">Call first.</p>' });
    expect(second.json()).toMatchObject({ note: '<p>Call first.</p>' });
    expect(await notesOf(acme.id)).toMatchObject([{ note: '<p>Call first.</p>', updatedByUserId: manager.id }]);

    const seen = (await documentsOf(caller, 'company', partner.id)).documents.find((d) => d.id === doc.id);
    expect(seen?.note).toEqual({ note: '<p>Call first.</p>', location, document_id: doc.id });
    // Another company's members see their own note only (none here).
    const foreign = (await documentsOf(outsider, 'company', partner.id)).documents.find((d) => d.id === doc.id);
    expect(foreign?.note).toBeNull();

    // A third company's manager writes its own row and leaves Acme's alone.
    expect((await store(outsiderManager, { location, note: '<p>Umbrella view.</p>' })).statusCode).toBe(200);
    expect(await notesOf(acme.id)).toMatchObject([{ note: '<p>Call first.</p>' }]);
    expect(await notesOf(third.id)).toMatchObject([{ note: '<p>Umbrella view.</p>' }]);

    // A note with no text left removes it.
    expect((await store(manager, { location, note: '<p><script>x</script></p>' })).json()).toMatchObject({ note: '' });
    expect(await notesOf(acme.id)).toEqual([]);
  });

  it('[C-005] [X-009] a caller gets 403 and nothing is written; the documents tell each viewer whether they may write it', async () => {
    const canEditNote = async (user: BuiltUser) =>
      (await documentsOf(user, 'company', partner.id)).documents.find((d) => d.id === doc.id)?.can_edit_note;
    expect(await canEditNote(manager)).toBe(true);
    expect(await canEditNote(outsiderManager)).toBe(true);
    expect(await canEditNote(caller)).toBe(false);
    const answer = await store(caller, { location: documentNoteLocation(doc.id), note: '<p>Mine.</p>' });
    expect(answer.statusCode).toBe(403);
    expect(await notesOf(acme.id)).toEqual([]);
    expect((await store(null, { location: documentNoteLocation(doc.id), note: 'x' })).statusCode).toBe(401);
  });

  it('[C-005] a location naming something else is 422; an unknown document is 404', async () => {
    for (const location of ['dashboard', 'company:0', 'document:', 'document:0', `document:${String(doc.id)}x`]) {
      const answer = await store(manager, { location, note: '<p>x</p>' });
      expect(answer.statusCode, location).toBe(422);
      expect(answer.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('location');
    }
    expect((await store(manager, { location: 'document:2000000000', note: '<p>x</p>' })).statusCode).toBe(404);
  });
});

describe('group document download', () => {
  let groupId: number;
  let fileId: number;
  let urlId: number;

  beforeAll(async () => {
    const [group] = await t.deps.db
      .insert(communities)
      .values({ name: 'Storage alliance', type: 'open_group' })
      .returning({ id: communities.id });
    groupId = group?.id ?? 0;
    await t.deps.db.insert(groupRelations).values([
      { communityId: groupId, companyId: partner.id, documentId: doc.id },
      { communityId: groupId, companyId: acme.id },
    ]);
    const fileKey = await t.deps.files.put(Buffer.from('matrix,v1\n'));
    const rows = await t.deps.db
      .insert(groupDocuments)
      .values([
        {
          communityId: groupId,
          companyId: partner.id,
          name: 'Interop matrix',
          documentType: 'file',
          fileKey,
          originalFilename: 'interop matrix é.csv',
          contentType: 'text/csv',
        },
        { communityId: groupId, companyId: partner.id, name: 'Portal', documentType: 'url', url: 'https://x.test' },
      ])
      .returning({ id: groupDocuments.id });
    fileId = rows[0]?.id ?? 0;
    urlId = rows[1]?.id ?? 0;
  });

  const download = (user: BuiltUser | null, community: number, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/caller/partner_groups/${String(community)}/documents/${String(id)}/download`,
      headers: user ? bearer(user.token) : {},
    });

  it('[C-007] a member of the group downloads the file as an attachment under its original name', async () => {
    const answer = await download(caller, groupId, fileId);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('matrix,v1\n');
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="interop matrix _.csv"; filename*=UTF-8''${encodeURIComponent('interop matrix é.csv')}`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(manager, groupId, fileId)).statusCode).toBe(200);
    expect((await documentsOf(caller, 'company', partner.id)).documents[0]?.files).toContainEqual(
      expect.objectContaining({ id: fileId, community_id: groupId, original_filename: 'interop matrix é.csv' }),
    );
  });

  it('[C-007] answers 404 to a company outside the group, a link document, the wrong group, or an inactive group', async () => {
    expect((await download(outsider, groupId, fileId)).statusCode).toBe(404);
    expect((await download(outsiderManager, groupId, fileId)).statusCode).toBe(404);
    expect((await download(caller, groupId, urlId)).statusCode).toBe(404);
    expect((await download(caller, groupId + 1000, fileId)).statusCode).toBe(404);
    expect((await download(null, groupId, fileId)).statusCode).toBe(401);

    await t.deps.db
      .update(groupRelations)
      .set({ isActive: false })
      .where(and(eq(groupRelations.communityId, groupId), eq(groupRelations.companyId, acme.id)));
    expect((await download(caller, groupId, fileId)).statusCode).toBe(404);
    await t.deps.db
      .update(groupRelations)
      .set({ isActive: true })
      .where(and(eq(groupRelations.communityId, groupId), eq(groupRelations.companyId, acme.id)));
    await t.deps.db.update(communities).set({ status: 'inactive' }).where(eq(communities.id, groupId));
    expect((await download(caller, groupId, fileId)).statusCode).toBe(404);
    await t.deps.db.update(communities).set({ status: 'active' }).where(eq(communities.id, groupId));
    expect((await download(caller, groupId, fileId)).statusCode).toBe(200);
  });
});
