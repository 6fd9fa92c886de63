import type { OnboardingGroup, OnboardingSession, OnboardingState } from '@casebridge/contract/onboarding';
import type { ContractLength, MembershipType, OnboardingStep } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { listCountries } from '../landing/list-countries.ts';
import {
  findCompanySummary,
  findProgramByVhost,
  findSessionOfProgram,
  updateSessionAtVersion,
  type Program,
  type SessionRow,
} from './onboarding-repository.ts';

export const NO_PROGRAM_MESSAGE = 'No partner program uses this address.';
export const PROGRAM_CLOSED_MESSAGE = 'This partner program is not accepting registrations.';
export const SESSION_NOT_FOUND_MESSAGE = 'Your registration was not found. Please start again from the program home.';
export const SESSION_CHANGED_MESSAGE =
  'This registration was changed in another window. Reload the page to continue with the latest version.';
export const ALREADY_SUBMITTED_MESSAGE = 'This registration has already been submitted.';

/** Every public onboarding request counts against its client's budget (ONBOARDING_RATE_LIMIT a minute). */
export async function countOnboardingRequest(deps: AppDeps, ip: string): Promise<void> {
  await consumeRateLimit(deps.db, `onboarding:${ip}`, deps.config.onboardingRateLimit, 60);
}

/** The vhost's partner program, taking registrations: an active community of type partner_program. */
export async function requireOpenProgram(db: DbOrTx, vhost: string): Promise<Program> {
  const program = await findProgramByVhost(db, vhost);
  if (!program || program.type !== 'partner_program') throw notFound(NO_PROGRAM_MESSAGE);
  if (program.status !== 'active') throw new AppError('forbidden', PROGRAM_CLOSED_MESSAGE);
  return program;
}

/**
 * The session token authorises the wizard's calls, and only on the program it was issued for: a token of one
 * program sent through another program's vhost finds nothing (404).
 */
export async function requireSession(
  deps: AppDeps,
  vhost: string,
  token: string,
): Promise<{ program: Program; session: SessionRow }> {
  const program = await requireOpenProgram(deps.db, vhost);
  const session = await findSessionOfProgram(deps.db, program.partnerGroupId, hashToken(token));
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return { program, session };
}

/** A save goes on only while the wizard is still open. */
export function requireInProgress(session: SessionRow): void {
  if (session.status !== 'in_progress') throw conflict(ALREADY_SUBMITTED_MESSAGE);
}

/**
 * Writes a save made from `version`: whole, or not at all when another tab saved in between (409), so two tabs
 * never leave a mix of their values.
 */
export async function saveAtVersion(
  db: DbOrTx,
  session: SessionRow,
  version: number,
  change: Parameters<typeof updateSessionAtVersion>[3],
): Promise<SessionRow> {
  requireInProgress(session);
  if (session.version !== version) throw conflict(SESSION_CHANGED_MESSAGE);
  const saved = await updateSessionAtVersion(db, session.id, version, change);
  if (!saved) throw conflict(SESSION_CHANGED_MESSAGE);
  return saved;
}

/** A tenant's own host from the public origin: http://localhost:3000 and acme -> http://acme.localhost:3000/. */
export function tenantHostUrl(publicUrl: string, label: string): string {
  const url = new URL(publicUrl);
  url.hostname = `${label}.${url.hostname}`;
  return `${url.origin}/`;
}

/** Keeps the fields that hold a value: a draft stores no empty strings and no nulls. */
export const compact = <T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], null> } =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };

/** O-019: free when both prices are 0. */
export const isFree = (program: Program): boolean => program.price === 0 && program.priceThreeYears === 0;

/** O-016: the program's price of a contract length, in cents (the server's alone: the browser sends no amount). */
export const priceOf = (program: Program, length: ContractLength): number =>
  length === 'one_year' ? program.price : program.priceThreeYears;

type Payment = OnboardingData['payment'];

const chargedCents = (payment: Payment): number =>
  (payment?.charges ?? []).reduce((sum, charge) => sum + charge.amount_cents, 0);

/** Issue 21: the payment at the program's price now of its chosen term (a price changed since counts). */
export const repriced = (program: Program, payment: Payment): Payment =>
  payment?.contract_length === undefined
    ? payment
    : { ...payment, price_cents: priceOf(program, payment.contract_length) };

/** Issue 21: what a card still has to pay for the chosen term: its price less what was charged already. */
export const amountDue = (payment: Payment): number => Math.max(0, (payment?.price_cents ?? 0) - chargedCents(payment));

/**
 * Issue 21: paid by card means the charges cover the price of the term chosen now; a change of the term (or of
 * the price) after a payment leaves it unpaid until the difference is charged.
 */
export const isPaidByCard = (payment: Payment): boolean =>
  payment?.payment_type === 'credit_card' &&
  (payment.charges?.length ?? 0) > 0 &&
  payment.price_cents !== undefined &&
  amountDue(payment) === 0;

/** What the wizard and the review show of the payment choices: never a card detail, nor the charges. */
export const toPaymentView = (payment: NonNullable<Payment>) => ({
  contract_length: payment.contract_length,
  payment_type: payment.payment_type,
  paid: isPaidByCard(payment),
  amount_due_cents: amountDue(payment),
});

/** O-011, 3 §5: the addendum applies when the group has one and the member is new or the group forces it. */
export function addendumApplies(program: Program, companyId: number | null): boolean {
  const hasAddendum = program.addendumName !== null || program.addendumFileKey !== null;
  return hasAddendum && (companyId === null || program.forceAddendum);
}

/**
 * O-015, O-023: an existing limited member registers straight after the agreements (register/limited, which refuses
 * any other company); the others choose one of their processes. The wizard's state says it (registers_at_agreements).
 */
export const registersAtAgreements = (company: { membershipType: MembershipType }): boolean =>
  company.membershipType === 'limited';

/** O-003, DECISIONS 11: where the email check sends a visitor. */
export function firstStep(company: { membershipType: MembershipType } | undefined): OnboardingStep {
  if (!company) return 'contact';
  return ['premium', 'basic', 'standard'].includes(company.membershipType) ? 'basic-premium' : 'agreements';
}

/** The session as the wizard sees it: never the password hash, nor the payment provider's references. */
export function toSessionView(row: SessionRow, token: string): OnboardingSession {
  const data: OnboardingData = row.data;
  const { password_hash: passwordHash, ...user } = data.user ?? {};
  return {
    token,
    email: row.email,
    step: row.step,
    status: row.status,
    version: row.version,
    data: {
      user: { ...user, has_password: passwordHash !== undefined },
      company: data.company,
      document: data.document,
      agreements: data.agreements,
      payment: data.payment && toPaymentView(data.payment),
    },
  };
}

export function toGroupView(program: Program, companyId: number | null): OnboardingGroup {
  return {
    id: program.communityId,
    name: program.name,
    vhost: program.vhost,
    price: program.price,
    price_three_years: program.priceThreeYears,
    is_free: isFree(program),
    addendum_name: program.addendumName,
    addendum_applies: addendumApplies(program, companyId),
    has_addendum_file: program.addendumFileKey !== null,
    has_code_of_conduct_file: program.codeOfConductFileKey !== null,
    has_current_license_file: program.currentLicenseFileKey !== null,
    registration_status_url: program.registrationStatusUrl,
  };
}

/** O-006, O-007 and a reload at any step: the session with its program, company and the countries. */
export async function toStateAnswer(
  deps: AppDeps,
  program: Program,
  session: SessionRow,
  token: string,
): Promise<OnboardingState> {
  const company = session.companyId === null ? undefined : await findCompanySummary(deps.db, session.companyId);
  return {
    session: toSessionView(session, token),
    company: company
      ? {
          id: company.id,
          name: company.name,
          membership_type: company.membershipType,
          registers_at_agreements: registersAtAgreements(company),
        }
      : null,
    group: toGroupView(program, session.companyId),
    countries: await listCountries(deps),
  };
}

/** GET /api/onboarding/{vhost}/session: the wizard reloaded at any step. */
export async function getOnboardingState(deps: AppDeps, vhost: string, token: string): Promise<OnboardingState> {
  const { program, session } = await requireSession(deps, vhost, token);
  return toStateAnswer(deps, program, session, token);
}
