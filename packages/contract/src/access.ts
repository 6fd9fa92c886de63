import { companyAdminRoles, type MembershipType, type Role, type UserType } from './enums.ts';

/**
 * Who may call an API route (its `config: { access }`) or open a page of the web's route table (document 3
 * "Route guards"), with the data its caller acts on:
 * - public: anyone; token: anyone holding the token the request carries, an emailed one or the operator's
 *   METRICS_TOKEN (the service checks it);
 * - user: any signed-in user, on their own account;
 * - member: a signed-in user who is not a super admin; member_non_limited: the same, not at a limited
 *   membership level (D-002: partner search and saved searches);
 * - company_admin: business or program manager; company_admin_non_limited: the same, not at a limited
 *   membership level;
 * - super_admin: the platform administrator; dev: the development tools, registered outside production only;
 * - api_key: the versioned API /api/v1 (issue 27, ADR 49): a company's API key, never a session; the key acts as its
 *   API user, within that user's company, and the route's scope (its `config.scope`) must be one of the key's.
 * A 'company' policy acts for the caller's own company: its answers never hold another company's data (the
 * authorization matrix checks each such route as the admin of a foreign company).
 */
const accessPolicyScopes = {
  public: 'anyone',
  token: 'anyone',
  dev: 'anyone',
  user: 'own_account',
  member: 'company',
  member_non_limited: 'company',
  company_admin: 'company',
  company_admin_non_limited: 'company',
  super_admin: 'platform',
  api_key: 'company',
} as const;

export type AccessPolicy = keyof typeof accessPolicyScopes;

export const isCompanyScoped = (policy: AccessPolicy): boolean => accessPolicyScopes[policy] === 'company';

/** business and program managers are the company admins. */
export const isCompanyAdmin = (role: Role | null | undefined): boolean =>
  role !== null && role !== undefined && (companyAdminRoles as readonly Role[]).includes(role);

/** What a policy answers a caller: allowed, not signed in, not their role, or not at their membership level. */
export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'membership';

/** What the role rule reads of a signed-in caller (null: nobody is signed in). */
export type AccessHolder = { role: Role; membershipType: MembershipType | null } | null;

/**
 * The role rule behind every policy, the one the API enforces on each route and the web's route guards follow
 * (document 3 "Route guards"); a pure function, so the authorization matrix and the API document read off it.
 */
export function decideAccess(policy: AccessPolicy, holder: AccessHolder): AccessDecision {
  switch (policy) {
    // dev: development routes are not registered in production at all.
    case 'public':
    case 'token':
    case 'dev':
      return 'allow';
    case 'user':
      return holder ? 'allow' : 'unauthenticated';
    case 'member':
    case 'api_key':
      if (!holder) return 'unauthenticated';
      return holder.role === 'super_admin' ? 'forbidden' : 'allow';
    case 'member_non_limited':
      if (!holder) return 'unauthenticated';
      if (holder.role === 'super_admin') return 'forbidden';
      return holder.membershipType === 'limited' ? 'membership' : 'allow';
    case 'company_admin':
      if (!holder) return 'unauthenticated';
      return isCompanyAdmin(holder.role) ? 'allow' : 'forbidden';
    case 'company_admin_non_limited':
      if (!holder) return 'unauthenticated';
      if (!isCompanyAdmin(holder.role)) return 'forbidden';
      return holder.membershipType === 'limited' ? 'membership' : 'allow';
    case 'super_admin':
      if (!holder) return 'unauthenticated';
      return holder.role === 'super_admin' ? 'allow' : 'forbidden';
  }
}

/** The refusals of the policies: the API answers them, the route guards show them as alerts. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const LOGIN_REQUIRED_MESSAGE = 'Access denied. You must be logged in to see this page.';
export const NO_ACCESS_MESSAGE = 'You do not have access to see this page.';
export const LEVEL_DISABLED_MESSAGE = 'Your membership level disables access to this feature.';

/**
 * The object permissions a service names when it asks the object-access check (requireAccess) whether its actor may
 * touch the objects it names, with the party of the case each one needs: any party (a user of the submitting or the
 * receiving company), or one side only. A super admin may read a case, nothing more.
 */
export const casePermissions = {
  'case.read': 'party',
  'case.note': 'party',
  'case.file': 'party',
  'case.update_submission': 'submitter',
  'case.update_response': 'receiver',
  'case.close': 'submitter',
} as const;
export type CasePermission = keyof typeof casePermissions;

/**
 * The objects other than cases that a member route names by id (in its path, query or body), each with what the
 * object-access check answers for one its caller may not reach: the answer to an id no object has, so that another
 * company's ids tell nothing. `listed`: the network directory shows every member these (D-003), so a refusal may
 * say that the caller's company has no access to the partner yet (ADR 13) instead.
 */
export const objectKinds = {
  company: { notFound: 'The company was not found.', listed: true },
  department: { notFound: 'The department was not found.', listed: true },
  user: { notFound: 'No user of your company has this id.', listed: false },
  process: { notFound: 'The process was not found.', listed: false },
  group: { notFound: 'The partner group was not found.', listed: false },
  group_file: { notFound: 'File not found.', listed: false },
  registration: { notFound: 'No registration of your company has this id.', listed: false },
  api_key: { notFound: 'No key of your company has this id.', listed: false },
  webhook: { notFound: 'No webhook of your company has this id.', listed: false },
} as const satisfies Record<string, { notFound: string; listed: boolean }>;
export type ObjectKind = keyof typeof objectKinds;

export const NO_PARTNER_ACCESS_MESSAGE =
  'Your company has no access to this partner yet. You can invite them from the dashboard.';
export const COMPANY_NOTE_EDITORS_MESSAGE = 'Only your company’s admins can edit the company note.';
export const NOTE_EDITORS_MESSAGE = 'Only business and program managers can edit internal notes.';

/** What the object rule reads of the signed-in member. */
export type ObjectHolder = { companyId: number; role: Role; type: UserType };

/**
 * D-012, DECISIONS 13: who edits the company note of their own company: a user of type admin, or a business or
 * program manager (others read it).
 */
const editsCompanyNote = (user: Pick<ObjectHolder, 'role' | 'type'>): boolean =>
  user.type === 'admin' || isCompanyAdmin(user.role);

type ObjectRule = {
  kind: ObjectKind;
  reach: 'own' | 'partner' | 'group';
  holder?: (user: Pick<ObjectHolder, 'role' | 'type'>) => boolean;
  refusal?: string;
};

/**
 * The object permissions a service names when it asks the object-access check (requireAccess) about the objects a
 * member route names, beside casePermissions. `reach`: whose objects the caller's company may touch at all, its own
 * (`own`), also those of a partner it may work with (`partner`, ADR 13), or those of a group it belongs to (`group`);
 * any other answers 404. `holder`: who of a company that reaches the object may use it (403 for the others, with
 * `refusal`); absent, any of its users.
 */
const objectRules = {
  /** M-001, M-002, M-004: the caller's own company record and its departments. */
  'company.read': { kind: 'company', reach: 'own' },
  /** D-012: the dashboard's company note. */
  'company.note': { kind: 'company', reach: 'own', holder: editsCompanyNote, refusal: COMPANY_NOTE_EDITORS_MESSAGE },
  /** C-001, C-013, D-005: a partner company's processes, favourites and cases sent to it. */
  'company.use': { kind: 'company', reach: 'partner' },
  'department.use': { kind: 'department', reach: 'partner' },
  /** M-010, M-017..M-023, M-044, M-045: a user of the admin's company. */
  'user.manage': { kind: 'user', reach: 'own', holder: (user) => isCompanyAdmin(user.role) },
  /** M-018: a registration waiting in the admin's company's queue. */
  'registration.decide': { kind: 'registration', reach: 'own', holder: (user) => isCompanyAdmin(user.role) },
  /** M-025..M-031: the admin's own company's processes. */
  'process.manage': { kind: 'process', reach: 'own', holder: (user) => isCompanyAdmin(user.role) },
  /** C-002, C-013, C-015, E-001: a process to open or send a case to, the own company's or a partner's. */
  'process.use': { kind: 'process', reach: 'partner' },
  /** C-005: a company's internal note on a process. */
  'process.note': {
    kind: 'process',
    reach: 'partner',
    holder: (user) => isCompanyAdmin(user.role),
    refusal: NOTE_EDITORS_MESSAGE,
  },
  /** M-033..M-045: a company admin's view and work on a group of the admin's company. */
  'group.manage': { kind: 'group', reach: 'group', holder: (user) => isCompanyAdmin(user.role) },
  /** C-007: a file shared in a group of the caller's company. */
  'group_file.read': { kind: 'group_file', reach: 'group' },
  /** M-041: a document the admin's company shared in a group. */
  'group_file.manage': { kind: 'group_file', reach: 'own', holder: (user) => isCompanyAdmin(user.role) },
  /**
   * Issue 27: an API key of the company, for its admins and its API users (the service narrows an API user to their
   * own keys, answering another's as not found).
   */
  'api_key.manage': {
    kind: 'api_key',
    reach: 'own',
    holder: (user) => isCompanyAdmin(user.role) || user.role === 'api',
  },
  /** Issue 27, ADR 56: a webhook of the company, for its admins and its API users. */
  'webhook.manage': {
    kind: 'webhook',
    reach: 'own',
    holder: (user) => isCompanyAdmin(user.role) || user.role === 'api',
  },
} as const satisfies Record<string, ObjectRule>;
export type ObjectPermission = keyof typeof objectRules;
export const objectPermissions: Record<ObjectPermission, ObjectRule> = objectRules;

/**
 * Whether the holder's role may use `permission` on the objects it reaches: what an answer tells the viewer it may
 * do (can_edit_note, can_edit_company_note), so that the web reads the rule that requireAccess holds to.
 */
export const mayHold = (permission: ObjectPermission, holder: Pick<ObjectHolder, 'role' | 'type'>): boolean =>
  objectPermissions[permission].holder?.(holder) ?? true;

/**
 * What the object-access check knows of one named object: the company that owns it (null: a group, which no company
 * owns), whether the holder's company may work with that company (ADR 13), and whether it belongs to the object's
 * group (a group, or a group's file).
 */
export type ObjectFacts = { ownerCompanyId: number | null; isPartner: boolean; isGroupMember: boolean };

/** The object rule's answer: allowed; 404 (as for an id nothing has); 404 naming the missing partner access; 403. */
export type ObjectDecision = 'allow' | 'not_found' | 'no_partner_access' | 'forbidden';

/**
 * The object rule behind requireAccess for every kind but cases, a pure function: may this member use `permission`
 * on this object (undefined: no object has the id)? Another company's object is not found, unless the permission
 * reaches it (a partner's, a group's); an object reached but not for the holder's role is refused (403).
 */
export function decideObjectAccess(
  permission: ObjectPermission,
  holder: ObjectHolder,
  object: ObjectFacts | undefined,
): ObjectDecision {
  if (!object) return 'not_found';
  const rule = objectPermissions[permission];
  const reached =
    object.ownerCompanyId === holder.companyId ||
    (rule.reach === 'partner' && object.isPartner) ||
    (rule.reach === 'group' && object.isGroupMember);
  if (!reached) return rule.reach === 'partner' && objectKinds[rule.kind].listed ? 'no_partner_access' : 'not_found';
  return rule.holder === undefined || rule.holder(holder) ? 'allow' : 'forbidden';
}
