import { eq } from 'drizzle-orm';
import type { CaseAction, CaseParty } from '@casebridge/contract/case-status';
import type {
  ActiveStatus,
  CasePriority,
  DocumentType,
  GroupType,
  LoginMethod,
  MemberRelationship,
  MembershipType,
  RequirementSection,
  RequirementType,
  Role,
} from '@casebridge/contract/enums';
import type { Db } from '../src/db/client.ts';
import { companies, countries } from '../src/db/schema/companies.ts';
import {
  contactDocuments,
  documentManagers,
  documentNotes,
  documentRequirements,
  documentTags,
  documentVersions,
  emailTemplates,
  requirements,
  type RequirementOptions,
  type RequirementSettings,
} from '../src/db/schema/documents.ts';
import { departments } from '../src/db/schema/departments.ts';
import { communities, groupRelations, groupUserAccess, partnerGroups } from '../src/db/schema/groups.ts';
import { helpHints } from '../src/db/schema/help-hints.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/lib/password.ts';
import { applyCaseTransition, createCase, type ResponseFields } from '../src/modules/cases/case-status-writer.ts';
import type { ApiKeyScope } from '@casebridge/contract/integrations';
import { insertApiKey, revokeApiKeyRow } from '../src/modules/api-keys/api-key-writer.ts';
import { newApiKeySecret } from '../src/modules/api-keys/manage-api-keys.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { insertWebhook } from '../src/modules/webhooks/webhook-writer.ts';
import { newWebhookSecret, sealWebhookSecret } from '../src/modules/webhooks/webhook-secret.ts';
import { sessionToken, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

/**
 * Test data builders: the small world one test needs, on the empty migrated database createTestApp() gives by
 * default. Each call makes new rows with unique names; cases go through the product's one case writer.
 */

export type BuiltCompany = { id: number; name: string; slug: string };
export type BuiltUser = { id: number; companyId: number; email: string; name: string; token: string };
export type BuiltDocument = { id: number; versionId: number; companyId: number; requirementIds: number[] };
export type BuiltCase = { id: number; token: string };
export type BuiltSuperAdmin = { id: number; email: string; token: string };
export type GroupMember = {
  company: BuiltCompany;
  relationship?: MemberRelationship;
  isActive?: boolean;
  /** Given: the relation's user access is 'limit' and only these users have it. */
  users?: BuiltUser[];
};

export type RequirementInput = {
  type: RequirementType;
  label: string;
  required?: boolean;
  section?: RequirementSection;
  group?: string;
  options?: RequirementOptions;
  settings?: RequirementSettings;
  codeLabel?: string;
};

let sequence = 0;
const next = () => ++sequence;
let passwordHash: Promise<string> | undefined;

export function builders(app: TestApp) {
  const db: Db = app.deps.db;
  const config = app.deps.config;

  async function company(
    input: {
      name?: string;
      membershipType?: MembershipType;
      allowNotes?: boolean;
      communicationsEmail?: string;
      bccResponseEmail?: string;
      loginMethod?: LoginMethod;
      status?: ActiveStatus;
      showInPublicWeb?: boolean;
      additionalDomains?: string;
      /** A company signing in through this identity provider (its metadata as if read when saved). */
      sso?: { entityId: string; ssoUrl: string; certificate: string; logoutUrl?: string; idpInitiated?: boolean };
    } = {},
  ): Promise<BuiltCompany> {
    const n = next();
    const name = input.name ?? `Company ${String(n)}`;
    const slug = `co${String(n)}-${String(process.pid)}`;
    const [row] = await db
      .insert(companies)
      .values({
        name,
        slug,
        domain: `${slug}.test`,
        membershipType: input.membershipType ?? 'premium',
        allowNotes: input.allowNotes ?? true,
        communicationsEmail: input.communicationsEmail,
        bccResponseEmail: input.bccResponseEmail,
        loginMethod: input.loginMethod,
        status: input.status,
        showInPublicWeb: input.showInPublicWeb,
        additionalDomains: input.additionalDomains,
        ...(input.sso
          ? {
              loginMethod: 'sso' as const,
              ssoIdentitySource: 'url' as const,
              ssoIdpEntityUrl: input.sso.entityId,
              ssoIdpFederationUrl: `${input.sso.entityId}/metadata`,
              ssoIdpLogoutUrl: input.sso.logoutUrl,
              ssoIdpSsoUrl: input.sso.ssoUrl,
              ssoIdpCertificate: input.sso.certificate,
              ssoIdpMetadataReadAt: new Date(),
              ssoIdpInitiated: input.sso.idpInitiated ?? false,
            }
          : {}),
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company not built');
    return { id: row.id, name, slug };
  }

  /** A user of `of` who can sign in with TEST_DEMO_PASSWORD; `token` is a valid access token for the API. */
  async function user(
    of: BuiltCompany,
    input: {
      role?: Role;
      email?: string;
      first?: string;
      /** The profile's forced updates (P-007); `agreed: false` leaves no agreement date. */
      forceUpdateProfile?: boolean;
      forceUpdateAgreement?: boolean;
      agreed?: boolean;
    } = {},
  ): Promise<BuiltUser> {
    const n = next();
    const email = input.email ?? `user${String(n)}@${of.slug}.test`;
    const first = input.first ?? 'Pat';
    const last = `Tester${String(n)}`;
    passwordHash ??= hashPassword(TEST_DEMO_PASSWORD);
    const [row] = await db
      .insert(users)
      .values({
        companyId: of.id,
        firstName: first,
        lastName: last,
        email,
        role: input.role ?? 'caller',
        type: input.role === 'business_manager' || input.role === 'program_manager' ? 'admin' : 'basic',
        passwordHash: await passwordHash,
        emailVerifiedAt: new Date(),
        agreementDate: input.agreed === false ? null : new Date(),
        forceUpdateProfile: input.forceUpdateProfile,
        forceUpdateAgreement: input.forceUpdateAgreement,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not built');
    const token = await sessionToken(app, { userId: row.id, impersonatorId: null });
    return { id: row.id, companyId: of.id, email, name: `${first} ${last}`, token };
  }

  /** A department of `of`; with `process`, that document is the department's own process. */
  /** A super admin: no company, signing in with TEST_DEMO_PASSWORD; `token` is a valid access token for the API. */
  async function superAdmin(): Promise<BuiltSuperAdmin> {
    const n = next();
    const email = `super${String(n)}-${String(process.pid)}@casebridge.test`;
    passwordHash ??= hashPassword(TEST_DEMO_PASSWORD);
    const [row] = await db
      .insert(users)
      .values({
        companyId: null,
        firstName: 'Sam',
        lastName: `Super${String(n)}`,
        email,
        role: 'super_admin',
        type: 'admin',
        passwordHash: await passwordHash,
        emailVerifiedAt: new Date(),
        agreementDate: new Date(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('super admin not built');
    const token = await sessionToken(app, { userId: row.id, impersonatorId: null });
    return { id: row.id, email, token };
  }

  async function department(of: BuiltCompany, name = `Department ${String(next())}`, process?: BuiltDocument) {
    const [row] = await db
      .insert(departments)
      .values({ companyId: of.id, name, contactDocumentId: process?.id })
      .returning({ id: departments.id });
    if (!row) throw new Error('department not built');
    return { id: row.id, name };
  }

  /** A process document of `of` with one approved version and its requirements, in the order given. */
  async function document(
    of: BuiltCompany,
    input: {
      type?: DocumentType;
      name?: string;
      collaborateEmail?: string | null;
      collaborateCcEmail?: string;
      escalationInstructions?: string;
      staticDocument?: string;
      parentOptionName?: string;
      adminNote?: string;
      commonCustomerSectionTitle?: string;
      requirements?: RequirementInput[];
      /** The process's main and alternate managers (manager requests go to them). */
      managers?: BuiltUser[];
      /** The version's search tags (the partner directory matches on them). */
      tags?: string[];
    } = {},
  ): Promise<BuiltDocument> {
    const name = input.name ?? `Process ${String(next())}`;
    const [doc] = await db
      .insert(contactDocuments)
      .values({
        companyId: of.id,
        name,
        staticDocument: input.staticDocument,
        parentOptionName: input.parentOptionName,
      })
      .returning({ id: contactDocuments.id });
    if (!doc) throw new Error('document not built');
    const [version] = await db
      .insert(documentVersions)
      .values({
        contactDocumentId: doc.id,
        title: name,
        documentType: input.type ?? 'ticket',
        collaborateEmail: input.collaborateEmail === undefined ? `support@${of.slug}.test` : input.collaborateEmail,
        collaborateCcEmail: input.collaborateCcEmail,
        escalationInstructions: input.escalationInstructions ?? '<p>Call the duty manager.</p>',
        adminNote: input.adminNote,
        commonCustomerSectionTitle: input.commonCustomerSectionTitle,
      })
      .returning({ id: documentVersions.id });
    if (!version) throw new Error('version not built');
    await db.update(contactDocuments).set({ currentVersionId: version.id }).where(eq(contactDocuments.id, doc.id));
    for (const [index, manager] of (input.managers ?? []).entries())
      await db
        .insert(documentManagers)
        .values({ versionId: version.id, userId: manager.id, userType: index === 0 ? 'main' : 'alternate' });
    if (input.tags?.length)
      await db.insert(documentTags).values(input.tags.map((tag) => ({ versionId: version.id, tag })));
    const requirementIds: number[] = [];
    for (const [index, entry] of (input.requirements ?? []).entries()) {
      const [requirement] = await db
        .insert(requirements)
        .values({ type: entry.type, label: entry.label, codeLabel: entry.codeLabel })
        .returning({ id: requirements.id });
      if (!requirement) throw new Error('requirement not built');
      requirementIds.push(requirement.id);
      await db.insert(documentRequirements).values({
        versionId: version.id,
        requirementId: requirement.id,
        section: entry.section ?? 'problem_section',
        required: entry.required ?? false,
        group: entry.group,
        options: entry.options,
        additionalSettings: entry.settings,
        sortOrder: index,
      });
    }
    return { id: doc.id, versionId: version.id, companyId: of.id, requirementIds };
  }

  /**
   * A case from `submitter` to the document's company, through the product's writer (emails in the outbox like a
   * real submission), then moved along `history`: each step by the party the transition table names.
   */
  async function caseOf(
    submitter: BuiltUser,
    doc: BuiltDocument,
    input: {
      summary?: string;
      description?: string;
      /** The submitter's own case number; INT-n by default. */
      internalCaseNumber?: string;
      history?: CaseAction[];
      /** medium by default. */
      priority?: CasePriority;
      responder?: BuiltUser;
      response?: ResponseFields;
      departmentId?: number;
      /** The engineer and contact address the submitter's emails go to; the submitting user's own by default. */
      contactEmail?: string;
    } = {},
  ): Promise<BuiltCase> {
    const created = await createCase(db, config, {
      fields: {
        caseType: 'other',
        summary: input.summary ?? `Case ${String(next())}`,
        description: input.description ?? 'Built for a test.',
        priority: input.priority ?? 'medium',
        internalCaseNumber: input.internalCaseNumber ?? `INT-${String(next())}`,
        submitCompanyId: submitter.companyId,
        submitUserId: submitter.id,
        submitContactName: submitter.name,
        submitContactEmail: input.contactEmail ?? submitter.email,
        engineerFirstName: submitter.name.split(' ')[0] ?? null,
        engineerLastName: submitter.name.split(' ')[1] ?? null,
        engineerEmail: input.contactEmail ?? submitter.email,
        receiverCompanyId: doc.companyId,
        receiverDepartmentId: input.departmentId,
        contactDocumentId: doc.id,
        documentVersionId: doc.versionId,
      },
      customerData: [],
      actor: { userId: submitter.id, companyId: submitter.companyId },
    });
    for (const action of input.history ?? []) {
      const party: CaseParty = action === 'reply_information' || action === 'close' ? 'submitter' : 'receiver';
      const actor =
        party === 'submitter'
          ? { userId: submitter.id, companyId: submitter.companyId }
          : { userId: input.responder?.id ?? null, companyId: doc.companyId };
      await applyCaseTransition(db, config, {
        caseId: created.id,
        action,
        party,
        actor,
        response: {
          note: action === 'request_information' || action === 'reject' ? 'Need the logs.' : undefined,
          additionalInformation: action === 'reply_information' ? 'Here are the logs.' : undefined,
          ...input.response,
        },
      });
    }
    return { id: created.id, token: created.token };
  }

  /**
   * A group of these companies (ADR 13: who may send cases to whom). By default an open group whose members all
   * relate many_to_many, so that every pair may work together.
   */
  async function group(
    members: GroupMember[],
    input: { type?: GroupType; sponsor?: BuiltCompany; status?: 'active' | 'inactive' } = {},
  ): Promise<{ id: number }> {
    const [row] = await db
      .insert(communities)
      .values({
        name: `Group ${String(next())}`,
        type: input.type ?? 'open_group',
        sponsorCompanyId: input.sponsor?.id,
        status: input.status ?? 'active',
      })
      .returning({ id: communities.id });
    if (!row) throw new Error('group not built');
    for (const member of members) {
      const [relation] = await db
        .insert(groupRelations)
        .values({
          communityId: row.id,
          companyId: member.company.id,
          memberRelationship: member.relationship ?? 'many_to_many',
          userAccessFlag: member.users ? 'limit' : 'all',
          isActive: member.isActive ?? true,
        })
        .returning({ id: groupRelations.id });
      if (!relation) throw new Error('relation not built');
      for (const user of member.users ?? [])
        await db.insert(groupUserAccess).values({ communityId: row.id, relationId: relation.id, userId: user.id });
    }
    return { id: row.id };
  }

  /**
   * A partner program (O rows): a partner_program community with its vhost page. Paid by default (one year $1,000,
   * three years $2,700); `free` makes both prices 0. With an addendum name it has an addendum.
   */
  async function program(
    input: {
      members?: GroupMember[];
      free?: boolean;
      status?: 'active' | 'inactive';
      type?: GroupType;
      addendumName?: string;
      forceAddendum?: boolean;
      files?: Partial<Record<'addendum' | 'codeOfConduct' | 'currentLicense', Buffer>>;
    } = {},
  ): Promise<{ id: number; partnerGroupId: number; vhost: string; name: string }> {
    const built = await group(input.members ?? [], { type: input.type ?? 'partner_program', status: input.status });
    const vhost = `program${String(next())}-${String(process.pid)}`;
    const store = async (bytes: Buffer | undefined) => (bytes ? app.deps.files.put(bytes) : null);
    await db
      .update(communities)
      .set({ addendumName: input.addendumName ?? null, addendumFileKey: await store(input.files?.addendum) })
      .where(eq(communities.id, built.id));
    const [row] = await db
      .insert(partnerGroups)
      .values({
        communityId: built.id,
        vhost,
        hostEmail: `host@${vhost}.test`,
        price: input.free === true ? 0 : 100_000,
        priceThreeYears: input.free === true ? 0 : 270_000,
        instructions: '<p>About the program.</p>',
        links: [{ label: 'Program overview', url: 'https://example.test/overview' }],
        forceAddendum: input.forceAddendum ?? false,
        codeOfConductFileKey: await store(input.files?.codeOfConduct),
        codeOfConductFilename: input.files?.codeOfConduct ? 'code-of-conduct.pdf' : null,
        currentLicenseFileKey: await store(input.files?.currentLicense),
        currentLicenseFilename: input.files?.currentLicense ? 'database-license.pdf' : null,
      })
      .returning({ id: partnerGroups.id });
    if (!row) throw new Error('program not built');
    const [community] = await db
      .select({ name: communities.name })
      .from(communities)
      .where(eq(communities.id, built.id));
    return { id: built.id, partnerGroupId: row.id, vhost, name: community?.name ?? '' };
  }

  /** A help hint (C-012) stored as an operator writes it: the content as given, unsanitised. */
  async function helpHint(input: { flag?: string; title?: string; content?: string } = {}) {
    const n = next();
    const hint = {
      flag: input.flag ?? `hint_${String(n)}`,
      title: input.title ?? `Hint ${String(n)}`,
      content: input.content ?? `<p>Help number ${String(n)}.</p>`,
    };
    await db.insert(helpHints).values(hint);
    return hint;
  }

  /** M-005: `of`'s internal note (HTML as stored) on a partner's process. */
  async function internalNote(of: BuiltCompany, doc: BuiltDocument, note: string) {
    const [row] = await db
      .insert(documentNotes)
      .values({ companyId: of.id, contactDocumentId: doc.id, note })
      .returning({ id: documentNotes.id });
    if (!row) throw new Error('note not built');
    return { id: row.id };
  }

  /** An email template a process may use for its new-case email (the editor's choices, S-029); answers its id. */
  async function emailTemplate(slug = `template-${String(next())}`): Promise<number> {
    const [row] = await db
      .insert(emailTemplates)
      .values({ type: 'new_receiving_member', slug, name: `Template ${slug}` })
      .returning({ id: emailTemplates.id });
    if (!row) throw new Error('email template not built');
    return row.id;
  }

  /** A country of the list that phone and address forms choose from (the migrations' ISO 3166-1 rows); its id. */
  async function country(countryCode = 'IE'): Promise<number> {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, countryCode));
    if (!row) throw new Error(`no country ${countryCode}`);
    return row.id;
  }

  /** A company with a business manager, a program manager and a caller (the admin screens' tests). */
  async function companyWithStaff(input: Parameters<typeof company>[0] = {}) {
    const built = await company(input);
    return {
      company: built,
      manager: await user(built, { role: 'business_manager' }),
      programManager: await user(built, { role: 'program_manager' }),
      caller: await user(built),
    };
  }

  /** Issue 27: an API key acting as `of` (an API user), through the api-keys module's writer; its secret to call with. */
  async function apiKey(
    of: BuiltUser,
    input: { scopes?: ApiKeyScope[]; expiresAt?: Date; revoked?: true } = {},
  ): Promise<{ id: number; secret: string }> {
    const { prefix, secret } = newApiKeySecret();
    const id = await insertApiKey(db, {
      companyId: of.companyId,
      userId: of.id,
      name: `Key ${String(next())}`,
      prefix,
      secretHash: hashToken(secret),
      scopes: input.scopes ?? ['cases:read', 'cases:write', 'webhooks:manage'],
      expiresAt: input.expiresAt ?? null,
    });
    if (input.revoked)
      await revokeApiKeyRow(db, { companyId: of.companyId, keyId: id, revokedByUserId: of.id, at: new Date() });
    return { id, secret };
  }

  /** Issue 27: a webhook of the company, taking every case event, through the webhooks module's writer. */
  async function webhook(of: { id: number }, url = 'https://tracker.example.com/hooks') {
    const secret = newWebhookSecret();
    const id = await insertWebhook(db, {
      companyId: of.id,
      url,
      eventTypes: ['case.created'],
      secretSealed: sealWebhookSecret(config.secret, secret),
    });
    return { id, secret };
  }

  return {
    apiKey,
    webhook,
    company,
    companyWithStaff,
    user,
    superAdmin,
    department,
    document,
    case: caseOf,
    group,
    program,
    helpHint,
    internalNote,
    emailTemplate,
    country,
  };
}
