import type { Role } from '@casebridge/contract/enums';
import { DEFAULT_ACCEPT_NOTE } from '@casebridge/contract/cases';
import type { Db, Tx } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { createSecureToken, hashToken } from '../lib/secure-token.ts';
import { companies, countries } from '../db/schema/companies.ts';
import { users } from '../db/schema/users.ts';
import type { CaseHistory, CaseHistoryStep } from '../modules/cases/case-status-writer.ts';
import { insertCaseNote } from '../modules/cases/case-feed-writer.ts';
import {
  insertCommunity,
  insertGroupDocument,
  insertGroupUserAccess,
  insertRelation,
  replaceRegistrationGroups,
  upsertPartnerGroup,
} from '../modules/super-admin-groups/group-writer.ts';
import {
  addVersionDepartments,
  createEmailTemplate,
  createRequirement,
  insertDocumentRow,
  insertVersion,
  placeRequirements,
  setDocumentEmailTemplate,
  upsertDocumentNote,
  writeDocLinkages,
  type VersionChildren,
} from '../modules/company-documents/process-writer.ts';
import { createHelpHint } from '../modules/reference-data/help-hint-writer.ts';
import { createCompany, updateCompanySettings } from '../modules/companies/company-writer.ts';
import { createUser, markEmailVerified, recordLogin, type NewUser } from '../modules/users/user-writer.ts';
import { queueRegistration } from '../modules/registration/registration-queue-writer.ts';
import {
  insertDepartment,
  updateDepartment,
  type DepartmentColumns,
} from '../modules/super-admin-companies/department-writer.ts';
import { upsertFavorite } from '../modules/case-submission/favorite-writer.ts';
import { insertDocumentViews } from '../modules/case-submission/document-view-writer.ts';
import { insertSavedSearch, insertSearchResult } from '../modules/directory/saved-search-writer.ts';
import {
  insertFirstManagerResponse,
  insertManagerRequests,
} from '../modules/manager-requests/manager-request-writer.ts';
import { insertSession } from '../modules/onboarding/onboarding-session-writer.ts';
import { recordInvitation, recordMissingPartnerRequest } from '../modules/invitations/invitation-writer.ts';
import { recordChangeRequest } from '../modules/companies/change-request-writer.ts';
import {
  DEMO_COMPANIES,
  DEMO_DEPARTMENTS,
  DEMO_SIGNUP_MANAGERS,
  DEMO_USERS,
  type DemoDepartment,
  type DemoUser,
} from './demo-companies.ts';
import {
  DEMO_DOCUMENT_NOTES,
  DEMO_DOCUMENTS,
  DEMO_EMAIL_TEMPLATES,
  DEMO_REQUIREMENTS,
  type DemoRequirementKey,
} from './demo-documents.ts';
import { DEMO_GROUPS, DEMO_REGISTRATION_GROUPS } from './demo-groups.ts';
import { DEMO_HELP_HINTS } from './demo-help-hints.ts';
import { DEMO_CASES, DEMO_CUSTOMER_VALUES, DEMO_CUSTOMERS, DEMO_MANAGER_CASE, type DemoCase } from './demo-cases.ts';
import { DEMO_DOCUMENT_VIEWS, DEMO_FAVORITES, DEMO_ONBOARDING, DEMO_SAVED_SEARCHES } from './demo-activity.ts';

export type DemoAccount = {
  email: string;
  role: Role;
  /** Company slug; null for the super admin. */
  company: string | null;
  /** Why the account cannot sign in, when it cannot. */
  note?: string;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !company && !user;
}

/** An identity provider the demo network's SSO company (Initech) signs in through (the dev demo IdP). */
export type DemoIdentityProvider = { entityId: string; metadataUrl: string; logoutUrl: string };

/**
 * Fills an empty database with a small, realistic partner network; answers the accounts created. With `identityProvider`
 * Initech's single sign-on points at it (its metadata is read at the first sign-in).
 */
export async function seedDemoNetwork(
  db: Db,
  options: { password: string; caseHistory: CaseHistory; identityProvider?: DemoIdentityProvider },
): Promise<DemoAccount[]> {
  // argon2 is slow on purpose: hash once, every demo user shares the password.
  const passwordHash = await hashPassword(options.password);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const seeder = new DemoSeeder(tx, now, passwordHash, options.caseHistory);
    await seeder.run(options.identityProvider);
  });
  return DEMO_USERS.map((user) => ({
    email: user.email,
    role: user.role,
    company: user.company,
    ...(user.note ? { note: user.note } : {}),
  }));
}

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} '${key}'`);
  return value;
}

/** The hash of a token nobody knows: the demo's emailed links are never sent, so none can be opened. */
function unknownTokenHash(): string {
  return hashToken(createSecureToken());
}

function caseNumberPrefix(slug: string): string {
  return slug.slice(0, 3).toUpperCase();
}

type SeededUser = { id: number; companyId: number | null; name: string; email: string; phone: string; country: string };

class DemoSeeder {
  private readonly countryIds = new Map<string, number>();
  private readonly companyIds = new Map<string, number>();
  private readonly users = new Map<string, SeededUser>();
  private readonly documentIds = new Map<string, number>();
  private readonly versionIds = new Map<string, number>();
  private readonly departmentIds = new Map<string, number>();
  private readonly requirementIds = new Map<string, number>();
  private readonly communityIds = new Map<string, number>();
  private readonly partnerGroupIds = new Map<string, number>();

  constructor(
    private readonly tx: Tx,
    private readonly now: number,
    private readonly passwordHash: string,
    private readonly caseHistory: CaseHistory,
  ) {}

  async run(identityProvider: DemoIdentityProvider | undefined): Promise<void> {
    await this.readCountries();
    await this.seedCompanies();
    if (identityProvider)
      await updateCompanySettings(this.tx, this.company('initech'), {
        ssoIdpEntityUrl: identityProvider.entityId,
        ssoIdpFederationUrl: identityProvider.metadataUrl,
        ssoIdpLogoutUrl: identityProvider.logoutUrl,
        updatedAt: this.companiesCreated(),
      });
    await this.seedUsers();
    await this.seedDocuments();
    await this.seedDepartments();
    await this.seedDocumentLinks();
    await this.seedGroups();
    await this.seedCases();
    await this.seedManagerCase();
    await this.seedDirectoryActivity();
    await this.seedRequests();
    await this.seedHelpHints();
  }

  private ago(days: number): Date {
    return new Date(this.now - days * DAY);
  }

  private companiesCreated(): Date {
    return this.ago(400);
  }

  private company(slug: string): number {
    return lookup(this.companyIds, slug, 'company');
  }

  private user(email: string): SeededUser {
    return lookup(this.users, email, 'user');
  }

  private document(key: string): number {
    return lookup(this.documentIds, key, 'document');
  }

  private department(company: string, name: string): number {
    return lookup(this.departmentIds, `${company}/${name}`, 'department');
  }

  private async seedHelpHints(): Promise<void> {
    for (const hint of DEMO_HELP_HINTS) await createHelpHint(this.tx, hint);
  }

  /** The countries are reference data the migrations insert (drizzle/*_reference_data.sql): the seed reads them. */
  private async readCountries(): Promise<void> {
    const rows = await this.tx.select({ id: countries.id, code: countries.countryCode }).from(countries);
    for (const row of rows) this.countryIds.set(row.code, row.id);
  }

  private async seedCompanies(): Promise<void> {
    const created = this.companiesCreated();
    for (const company of DEMO_COMPANIES)
      this.companyIds.set(
        company.slug,
        await createCompany(this.tx, { ...company, createdAt: created, updatedAt: created }),
      );
  }

  /** A demo account as its origin makes it: a registrant waiting for approval registered yesterday. */
  private demoUser(demo: DemoUser, companyId: number | null): NewUser {
    const agreed = this.ago(90);
    const pending = demo.pendingApproval === true;
    return {
      origin: pending ? { kind: 'self_registration' } : { kind: 'seed', type: demo.type, verifiedAt: agreed },
      companyId,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      phone: demo.phone,
      phoneCountryCode: demo.country,
      countryId: lookup(this.countryIds, demo.country, 'country'),
      city: demo.city,
      role: demo.role,
      status: demo.status ?? (pending ? 'inactive' : 'active'),
      passwordHash: this.passwordHash,
      agreedAt: pending ? this.ago(1) : demo.mustUpdate === 'agreement' ? null : agreed,
      ...(demo.mustUpdate ? { mustUpdate: demo.mustUpdate } : {}),
      at: pending ? this.ago(1) : this.ago(120),
    };
  }

  private async seedUsers(): Promise<void> {
    for (const demo of DEMO_USERS) {
      const companyId = demo.company ? this.company(demo.company) : null;
      const id = await createUser(this.tx, this.demoUser(demo, companyId));
      if (id === undefined) throw new Error(`Demo seed: ${demo.email} is taken`);
      // A registrant waiting for approval verified its address the day it registered, and waits in the queue since.
      if (demo.pendingApproval) {
        if (companyId === null) throw new Error(`Demo seed: ${demo.email} needs a company to queue`);
        await markEmailVerified(this.tx, id, this.ago(1));
        await queueRegistration(this.tx, { userId: id, companyId, status: 'pending', at: this.ago(1) });
      }
      if (demo.lastLoginDaysAgo !== undefined) await recordLogin(this.tx, id, this.ago(demo.lastLoginDaysAgo));
      this.users.set(demo.email, {
        id,
        companyId,
        name: `${demo.firstName} ${demo.lastName}`,
        email: demo.email,
        phone: demo.phone,
        country: demo.country,
      });
    }
    for (const [slug, [main, alternate]] of Object.entries(DEMO_SIGNUP_MANAGERS))
      await updateCompanySettings(this.tx, this.company(slug), {
        signupManagerId: this.user(main).id,
        altSignupManagerId: alternate ? this.user(alternate).id : null,
        updatedAt: this.companiesCreated(),
      });
  }

  private async seedDocuments(): Promise<void> {
    const templateIds = new Map<string, number>();
    for (const template of DEMO_EMAIL_TEMPLATES)
      templateIds.set(template.slug, await createEmailTemplate(this.tx, template));
    for (const requirement of Object.values(DEMO_REQUIREMENTS))
      this.requirementIds.set(requirement.codeLabel, await createRequirement(this.tx, { ...requirement }));

    const created = this.ago(300);
    const author = this.user('super@casebridge.test').id;
    for (const doc of DEMO_DOCUMENTS) {
      const documentId = await insertDocumentRow(this.tx, {
        companyId: this.company(doc.company),
        name: doc.name,
        staticDocument: doc.staticDocument ?? null,
        parentOptionName: doc.parentOptionName ?? null,
        createdAt: created,
      });
      this.documentIds.set(doc.key, documentId);
      const managers: VersionChildren['managers'] = doc.managers
        ? [
            { userType: 'main', userId: this.user(doc.managers.main).id },
            ...(doc.managers.alternate
              ? [{ userType: 'alternate' as const, userId: this.user(doc.managers.alternate).id }]
              : []),
          ]
        : [];
      const versionId = await insertVersion(
        this.tx,
        documentId,
        null,
        {
          status: 'approved',
          title: doc.title,
          supportHours: doc.supportHours ?? '7/24/365',
          productSupported: doc.productSupported ?? 'All',
          documentType: doc.type,
          jsonType: doc.jsonType ?? null,
          collaborateEmail: doc.collaborateEmail ?? null,
          collaborateCcEmail: doc.collaborateCcEmail ?? null,
          escalationInstructions: doc.escalationInstructions ?? null,
          escalationAlias: doc.escalationAlias ?? null,
          adminNote: doc.adminNote ?? null,
          commonCustomerSectionTitle: doc.commonCustomerSectionTitle ?? null,
        },
        { managers, tags: doc.tags ?? [] },
        author,
        created,
      );
      this.versionIds.set(doc.key, versionId);
      if (doc.emailTemplate)
        await setDocumentEmailTemplate(
          this.tx,
          documentId,
          'new_receiving_member',
          lookup(templateIds, doc.emailTemplate, 'email template'),
        );
      await placeRequirements(
        this.tx,
        versionId,
        (doc.requirements ?? []).map((entry) => ({
          requirementId: lookup(this.requirementIds, entry.requirement, 'requirement'),
          section: entry.section,
          required: entry.required ?? false,
          group: entry.group ?? null,
          options: entry.options ?? null,
          additionalSettings: entry.additionalSettings ?? null,
        })),
      );
    }

    for (const doc of DEMO_DOCUMENTS)
      await writeDocLinkages(
        this.tx,
        this.document(doc.key),
        (doc.linkages ?? []).map((linkage) => ({
          id: 0,
          optionName: linkage.optionName,
          contactDocumentId: this.document(linkage.document),
          deleted: false,
        })),
      );

    for (const note of DEMO_DOCUMENT_NOTES)
      await upsertDocumentNote(this.tx, {
        companyId: this.company(note.company),
        documentId: this.document(note.document),
        note: note.note,
        location: 'document',
        userId: this.user(note.by).id,
        at: this.ago(10),
      });
  }

  /** A department's columns as its company's admin saves them; its group is set once the groups exist (seedGroups). */
  private departmentColumns(department: DemoDepartment, communityId: number | null): DepartmentColumns {
    return {
      name: department.name,
      description: department.description,
      status: department.status ?? 'active',
      contactDocumentId: department.document ? this.document(department.document) : null,
      communityId,
    };
  }

  private async seedDepartments(): Promise<void> {
    for (const department of DEMO_DEPARTMENTS)
      this.departmentIds.set(
        `${department.company}/${department.name}`,
        await insertDepartment(
          this.tx,
          this.company(department.company),
          this.departmentColumns(department, null),
          this.ago(300),
        ),
      );
  }

  private async seedDocumentLinks(): Promise<void> {
    for (const doc of DEMO_DOCUMENTS)
      await addVersionDepartments(
        this.tx,
        lookup(this.versionIds, doc.key, 'version'),
        (doc.departments ?? []).map((name) => this.department(doc.company, name)),
      );
  }

  private async seedGroups(): Promise<void> {
    const created = this.ago(365);
    for (const group of DEMO_GROUPS)
      this.communityIds.set(
        group.name,
        await insertCommunity(this.tx, {
          name: group.name,
          description: group.description,
          type: group.type,
          sponsorCompanyId: group.sponsor ? this.company(group.sponsor) : null,
          departmentId:
            group.sponsor && group.sponsorDepartment ? this.department(group.sponsor, group.sponsorDepartment) : null,
          documentId: group.sponsorDocument ? this.document(group.sponsorDocument) : null,
          addendumName: group.addendumName ?? null,
          customSla: group.sla !== undefined,
          p1Message: group.sla?.p1[0] ?? null,
          p1ResponseTime: group.sla?.p1[1] ?? null,
          p2Message: group.sla?.p2[0] ?? null,
          p2ResponseTime: group.sla?.p2[1] ?? null,
          p3Message: group.sla?.p3[0] ?? null,
          p3ResponseTime: group.sla?.p3[1] ?? null,
          msteamsIntegration: false,
          msteamsManagerEmail: group.msteams?.managerEmail ?? null,
          msteamsTeamUrl: group.msteams?.teamUrl ?? null,
          createdAt: created,
          updatedAt: created,
        }),
      );
    const community = (name: string): number => lookup(this.communityIds, name, 'community');

    for (const group of DEMO_GROUPS)
      if (group.partnerGroup)
        this.partnerGroupIds.set(
          group.partnerGroup.vhost,
          await upsertPartnerGroup(this.tx, {
            ...group.partnerGroup,
            communityId: community(group.name),
            createdAt: created,
          }),
        );

    for (const department of DEMO_DEPARTMENTS)
      if (department.community)
        await updateDepartment(
          this.tx,
          this.company(department.company),
          this.department(department.company, department.name),
          this.departmentColumns(department, community(department.community)),
          this.ago(300),
        );

    for (const group of DEMO_GROUPS)
      for (const relation of group.relations) {
        const relationId = await insertRelation(this.tx, {
          communityId: community(group.name),
          companyId: this.company(relation.company),
          departmentId: relation.department ? this.department(relation.company, relation.department) : null,
          documentId: this.document(relation.document),
          userAccessFlag: relation.userAccessFlag ?? 'all',
          memberRelationship: relation.memberRelationship ?? 'many_to_many',
          isActive: relation.isActive ?? true,
          createdAt: this.ago(200),
          updatedAt: this.ago(200),
        });
        if (relationId === undefined) throw new Error(`Demo seed: ${relation.company} twice in ${group.name}`);
        for (const email of relation.users ?? [])
          await insertGroupUserAccess(this.tx, {
            communityId: community(group.name),
            relationId,
            userId: this.user(email).id,
            createdAt: this.ago(100),
          });
      }

    for (const group of DEMO_GROUPS)
      for (const doc of group.documents ?? [])
        await insertGroupDocument(this.tx, {
          communityId: community(group.name),
          companyId: this.company(doc.company),
          name: doc.name,
          documentType: doc.documentType,
          url: doc.url,
          createdAt: this.ago(60),
        });

    for (const [slug, names] of Object.entries(DEMO_REGISTRATION_GROUPS))
      await replaceRegistrationGroups(this.tx, this.company(slug), names.map(community));
  }

  /** The receiver's responder: a caller when the company has one, else its business manager. */
  private responder(slug: string): SeededUser {
    return this.users.get(`caller@${slug}.test`) ?? this.user(`bm@${slug}.test`);
  }

  /** The demo cases, each created and moved through its history by the product's one case writer. */
  private async seedCases(): Promise<void> {
    for (const [index, demo] of DEMO_CASES.entries()) {
      const built = this.buildCase(demo, index);
      const created = await this.caseHistory.createCase(this.tx, {
        fields: built.fields,
        customerData: built.customerData,
        actor: built.submitter,
        at: built.createdAt,
      });
      for (const step of built.steps)
        await this.caseHistory.applyCaseTransition(this.tx, { caseId: created.id, ...step });
      for (const note of built.notes) await insertCaseNote(this.tx, { ...note, caseId: created.id });
    }
  }

  private buildCase(demo: DemoCase, index: number) {
    const submitter = this.user(demo.from);
    const submitSlug = demo.from.split('@')[1]?.replace('.test', '') ?? '';
    const receiver = this.responder(demo.to);
    const reviewer = this.user(`bm@${demo.to}.test`);
    const created = new Date(this.now - demo.daysAgo * DAY);
    const latest = this.now - 60_000;
    const at = (hours: number): Date => new Date(Math.min(created.getTime() + hours * HOUR, latest));
    const partnerCaseNumber = `${caseNumberPrefix(demo.to)}-${500000 + index * 137}`;
    const receiverPhone = `${receiver.country}: ${receiver.phone}`;
    const actorOf = (user: SeededUser) => ({ userId: user.id, companyId: user.companyId });
    const receiverFields = {
      caseNumber: partnerCaseNumber,
      reviewerName: reviewer.name,
      reviewerEmail: reviewer.email,
    };

    const steps: CaseHistoryStep[] = [];
    const needsInformation = demo.status === 'information' || demo.status === 'rejected' || demo.informationReplied;
    let hour = 3;
    if (needsInformation) {
      steps.push({
        action: 'request_information',
        party: 'receiver',
        actor: actorOf(receiver),
        at: at(hour),
        response: {
          ...receiverFields,
          note: 'Please upload the full support bundle and confirm the exact firmware and driver versions on the affected hosts.',
        },
      });
      hour += 5;
      if (demo.informationReplied) {
        steps.push({
          action: 'reply_information',
          party: 'submitter',
          actor: actorOf(submitter),
          at: at(hour),
          response: {
            additionalInformation:
              'Support bundle uploaded to the shared folder. Firmware 9.2.1 on both controllers; host drivers are current as of last Tuesday.',
          },
        });
        hour += 14;
      }
    }
    if (demo.status === 'accepted' || demo.status === 'closed') {
      steps.push({
        action: 'accept',
        party: 'receiver',
        actor: actorOf(receiver),
        at: at(hour),
        response: {
          ...receiverFields,
          engineerName: receiver.name,
          engineerEmail: receiver.email,
          engineerPhone: receiverPhone,
          nextSteps: DEFAULT_ACCEPT_NOTE,
        },
      });
      if (demo.status === 'closed')
        steps.push({ action: 'close', party: 'submitter', actor: actorOf(submitter), at: at(hour + 72) });
    }
    if (demo.status === 'rejected') {
      steps.push({
        action: 'reject',
        party: 'receiver',
        actor: actorOf(receiver),
        at: at(hour),
        response: {
          ...receiverFields,
          note: 'This behaviour is outside our support scope for this release; please open a feature request through your account team.',
        },
      });
    }

    const notes = (demo.notes ?? []).map((note, noteIndex) => {
      const author = this.user(note.by);
      return {
        companyId: author.companyId ?? this.company(demo.to),
        userId: author.id,
        creatorName: author.name,
        summary: note.summary,
        description: note.description,
        createdAt: at(hour + 2 + noteIndex * 5),
      };
    });

    const purgeAfter = new Date(created);
    purgeAfter.setUTCMonth(purgeAfter.getUTCMonth() + 1);
    const customerData = purgeAfter.getTime() > this.now ? this.customerData(demo.document, index) : [];

    const fields = {
      caseType: 'other' as const,
      internalCaseNumber: `${caseNumberPrefix(submitSlug)}-${40000 + index * 53}`,
      summary: demo.summary,
      description: demo.description,
      priority: demo.priority,
      submitCompanyId: this.company(submitSlug),
      submitUserId: submitter.id,
      submitContactName: submitter.name,
      submitContactEmail: submitter.email,
      submitContactPhone: submitter.phone,
      engineerFirstName: submitter.name.split(' ')[0] ?? submitter.name,
      engineerLastName: submitter.name.split(' ').slice(1).join(' '),
      engineerEmail: submitter.email,
      engineerPhone: submitter.phone,
      engineerPhoneCountryCode: submitter.country,
      receiverCompanyId: this.company(demo.to),
      receiverDepartmentId: demo.department ? this.department(demo.to, demo.department) : null,
      contactDocumentId: this.document(demo.document),
      documentVersionId: lookup(this.versionIds, demo.document, 'version'),
    };
    return { fields, customerData, steps, notes, createdAt: created, submitter: actorOf(submitter) };
  }

  private customerData(documentKey: string, index: number) {
    const doc = DEMO_DOCUMENTS.find((d) => d.key === documentKey);
    const customer = DEMO_CUSTOMERS[index % DEMO_CUSTOMERS.length] ?? 'Northwind Health';
    return (doc?.requirements ?? [])
      .filter((entry) => entry.group === undefined || entry.group === 'block')
      .map((entry, sortOrder) => {
        const key: DemoRequirementKey = entry.requirement;
        const requirement = DEMO_REQUIREMENTS[key];
        return {
          requirementId: lookup(this.requirementIds, key, 'requirement'),
          section: entry.section,
          field: requirement.label,
          value: key === 'customer_company' ? customer : DEMO_CUSTOMER_VALUES[key],
          type: requirement.type,
          sortOrder,
        };
      });
  }

  private async seedManagerCase(): Promise<void> {
    const demo = DEMO_MANAGER_CASE;
    const submitter = this.user(demo.from);
    const created = this.ago(demo.daysAgo);
    const caseRow = await this.caseHistory.createCase(this.tx, {
      fields: {
        caseType: 'manager',
        internalCaseNumber: demo.requests[0]?.internalReference ?? null,
        summary: demo.summary,
        description: demo.description,
        priority: demo.priority,
        submitCompanyId: this.company('acme'),
        submitUserId: submitter.id,
        submitContactName: submitter.name,
        submitContactEmail: submitter.email,
        submitContactPhone: submitter.phone,
        engineerFirstName: 'Dana',
        engineerLastName: 'Whitfield',
        engineerEmail: submitter.email,
        engineerPhone: submitter.phone,
        engineerPhoneCountryCode: submitter.country,
        receiverCompanyId: this.company(demo.to),
        contactDocumentId: this.document(demo.document),
        documentVersionId: lookup(this.versionIds, demo.document, 'version'),
      },
      customerData: [],
      actor: { userId: submitter.id, companyId: submitter.companyId },
      at: created,
    });

    const requestRows = await insertManagerRequests(
      this.tx,
      demo.requests.map((request, index) => ({
        caseId: caseRow.id,
        tokenHash: unknownTokenHash(),
        contactDocumentId: this.document(demo.document),
        submitCompanyId: this.company('acme'),
        receiveCompanyId: this.company(demo.to),
        submitUserId: submitter.id,
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: submitter.email,
        phone: submitter.phone,
        phoneCountryCode: submitter.country,
        ...request,
        createdAt: new Date(created.getTime() + index * 2 * HOUR),
      })),
    );
    const first = requestRows[0];
    if (!first) return;
    const manager = this.user('bm@initech.test');
    await insertFirstManagerResponse(this.tx, {
      managerRequestId: first.id,
      userId: manager.id,
      firstName: 'Sofia',
      lastName: 'Marin',
      email: manager.email,
      phone: manager.phone,
      phoneCountryCode: manager.country,
      internalReference: 'INI-ESC-2291',
      escalationType: 'critical',
      notes: 'Duty manager assigned; a senior SRE is joining the customer bridge now.',
      createdAt: new Date(created.getTime() + 1 * HOUR),
    });
  }

  private async seedDirectoryActivity(): Promise<void> {
    for (const favorite of DEMO_FAVORITES)
      await upsertFavorite(
        this.tx,
        {
          userId: this.user(favorite.user).id,
          companyId: this.company(favorite.company),
          departmentId: favorite.department ? this.department(favorite.company, favorite.department) : null,
        },
        this.document(favorite.document),
        this.ago(10),
      );

    for (const search of DEMO_SAVED_SEARCHES) {
      const user = this.user(search.user);
      const savedSearchId = await insertSavedSearch(this.tx, {
        userId: user.id,
        companyId: user.companyId,
        term: search.term,
        location: search.location,
        at: this.ago(search.daysAgo),
      });
      if (search.result)
        await insertSearchResult(this.tx, {
          savedSearchId,
          companyId: this.company(search.result.company),
          departmentId: search.result.department
            ? this.department(search.result.company, search.result.department)
            : null,
          at: this.ago(search.daysAgo),
        });
    }

    for (const [email, documentKey, daysAgo] of DEMO_DOCUMENT_VIEWS) {
      const user = this.user(email);
      await insertDocumentViews(
        this.tx,
        [this.document(documentKey)],
        { userId: user.id, companyId: user.companyId },
        this.ago(daysAgo),
      );
    }
  }

  private async seedRequests(): Promise<void> {
    const us = lookup(this.countryIds, 'US', 'country');
    for (const session of DEMO_ONBOARDING)
      await insertSession(this.tx, {
        // A token nobody knows: the demo sessions are reviewed by id, never restored.
        tokenHash: unknownTokenHash(),
        partnerGroupId: lookup(this.partnerGroupIds, session.vhost, 'partner group'),
        email: session.email,
        step: session.step,
        status: session.status,
        data: { ...session.data, company: { ...session.data.company, country_id: us } },
        sfOpportunity: session.sfOpportunity ?? null,
        // The demo applicants opened the email check's link when they started (issue 21).
        emailVerifiedAt: this.ago(session.daysAgo + 1),
        submittedAt: session.status === 'pending_approval' ? this.ago(session.daysAgo) : null,
        createdAt: this.ago(session.daysAgo + 1),
        updatedAt: this.ago(session.daysAgo),
      });

    await recordInvitation(this.tx, {
      companyId: this.company('acme'),
      userId: this.user('bm@acme.test').id,
      invitedCompanyId: this.company('tyrell'),
      comments:
        'We see Tyrell GPU servers under Acme Backup at three joint customers; please join so we can route cases.',
      at: this.ago(9),
    });

    await recordMissingPartnerRequest(this.tx, {
      companyId: this.company('acme'),
      userId: this.user('caller@acme.test').id,
      companyName: 'Hyperion Backup Systems',
      companyWebsite: 'https://www.hyperion-backup.test',
      contactName: 'Alex Moreau',
      contactEmail: 'alliances@hyperion-backup.test',
      comment: 'Tape library vendor at several joint customers; no escalation path today.',
      at: this.ago(5),
    });

    await recordChangeRequest(this.tx, {
      companyId: this.company('umbrella'),
      userId: this.user('bm@umbrella.test').id,
      changeType: 'users',
      changes:
        'Please add two engineers: Pieter de Vries (pieter@umbrella.test) and Sanne Bakker (sanne@umbrella.test).',
      at: this.ago(4),
    });
    await recordChangeRequest(this.tx, {
      companyId: this.company('acme'),
      userId: this.user('pm@acme.test').id,
      changeType: 'process',
      changes:
        'Add a required "Appliance serial number" field to the problem section of the storage escalation process.',
      contactDocumentId: this.document('acme-storage'),
      at: this.ago(2),
    });
  }
}
