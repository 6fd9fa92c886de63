import { and, eq, sql } from 'drizzle-orm';
import {
  CASE_CHANGED_MESSAGE,
  INFORMATION_ALREADY_SENT_MESSAGE,
  caseTransitions,
  nextCaseStatus,
  refusedTransitionMessage,
  type CaseAction,
  type CaseParty,
  type CaseTransition,
} from '@casebridge/contract/case-status';
import type { CaseStatus } from '@casebridge/contract/enums';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { caseCustomerData, caseEvents, caseResponses, cases } from '../../db/schema/cases.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { createSecureToken } from '../../lib/secure-token.ts';
import { createAutoLoginLink } from '../auth/auto-login.ts';
import { insertOutboundEmails, type EmailMessage } from '../email/outbox.ts';
import { caseLink, caseLinkHashes, casePages } from './case-links.ts';
import { findCaseMailContext, findLatestInformationExchange, type ResponseTextField } from './case-repository.ts';
import {
  caseSubmittedEmail,
  decisionEmail,
  informationReplyEmail,
  informationRequestedEmail,
  newCaseEmail,
} from './case-emails.ts';
import { linkActions } from './case-next-step.ts';
import { enqueueCaseWebhooks } from '../webhooks/case-webhooks.ts';
import type { WebhookEventType } from '@casebridge/contract/webhooks';

/** Issue 27: the webhook event of each transition. */
const webhookEventOfAction = {
  accept: 'case.approved',
  reject: 'case.rejected',
  request_information: 'case.information_requested',
  reply_information: 'case.information_given',
  close: 'case.closed',
} as const satisfies Record<CaseAction, WebhookEventType>;

/**
 * The only writer of a case's status (C-070, C-071). Creating a case and every later transition happen here, each
 * in one transaction with its event row and its outbox emails; a transition is a conditional update on the status
 * version read at its start, so of many concurrent responses exactly one wins and the rest get 409.
 * The callers establish the party first (requireAccess for a signed-in user, the emailed link otherwise); this
 * writer checks it against the transition table. It returns the outbox ids to dispatch once the caller's
 * transaction has committed.
 */

/** The fields a new case is created with; the writer adds its token, link hashes, status and times. */
export type NewCaseFields = Omit<
  typeof cases.$inferInsert,
  | 'id'
  | 'token'
  | 'respondTokenHash'
  | 'informationTokenHash'
  | 'status'
  | 'statusVersion'
  | 'createdAt'
  | 'updatedAt'
  | 'firstResponseAt'
  | 'closedAt'
  | 'partnerCaseNumber'
  | 'networkCaseNumber'
>;
export type NewCustomerData = Omit<typeof caseCustomerData.$inferInsert, 'id' | 'caseId' | 'purgeAfter'>;
export type CaseActorRef = { userId: number | null; companyId: number | null };
export type CaseHistoryStep = {
  action: CaseAction;
  party: CaseParty;
  actor: CaseActorRef;
  at: Date;
  response?: Partial<typeof caseResponses.$inferInsert>;
};

/**
 * The one writer of case status as the demo seed uses it: the seed's history goes through the same transitions as
 * a user's, dated in the past and emailing nobody.
 */
export type CaseHistory = {
  createCase: (
    db: DbOrTx,
    input: { fields: NewCaseFields; customerData: NewCustomerData[]; actor: CaseActorRef; at: Date },
  ) => Promise<{ id: number }>;
  applyCaseTransition: (db: DbOrTx, input: CaseHistoryStep & { caseId: number }) => Promise<unknown>;
};

export type CaseWriterConfig = Pick<Config, 'secret' | 'publicUrl' | 'autoLoginTokenTtl'>;
/** `at` dates the history (the demo seed's past); `notify: false` records it without emailing anyone. */
type WriteOptions = { at?: Date; notify?: boolean };

/** customer data is kept one calendar month from the submission. */
export function customerDataPurgeAfter(submittedAt: Date): Date {
  const purgeAfter = new Date(submittedAt);
  purgeAfter.setUTCMonth(purgeAfter.getUTCMonth() + 1);
  return purgeAfter;
}

const insertEmails = (db: DbOrTx, messages: EmailMessage[]): Promise<number[]> =>
  insertOutboundEmails(
    db,
    messages.filter((message) => message.to.length > 0),
  );

/** C-031: a new case, open, with its creation event, its customer data and the receiver's email. */
export async function createCase(
  db: DbOrTx,
  config: CaseWriterConfig,
  input: { fields: NewCaseFields; customerData: NewCustomerData[]; actor: CaseActorRef } & WriteOptions,
): Promise<{ id: number; token: string; networkCaseNumber: string; emailIds: number[]; webhookIds: number[] }> {
  const at = input.at ?? new Date();
  const token = createSecureToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cases)
      .values({
        ...input.fields,
        token,
        ...caseLinkHashes(config.secret, token),
        // ADR 45, 68: the next number of the creation year, from the year's sequence (no submission waits for it).
        networkCaseNumber: sql`next_network_case_number(${at.toISOString()}::timestamptz)`,
        status: 'open',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: cases.id, networkCaseNumber: cases.networkCaseNumber });
    if (!row) throw new Error('case not inserted');
    await tx.insert(caseEvents).values({
      caseId: row.id,
      fromStatus: null,
      toStatus: 'open',
      actorUserId: input.actor.userId,
      actorCompanyId: input.actor.companyId,
      createdAt: at,
    });
    if (input.customerData.length > 0)
      await tx.insert(caseCustomerData).values(
        input.customerData.map((entry, index) => ({
          ...entry,
          sortOrder: entry.sortOrder ?? index,
          caseId: row.id,
          purgeAfter: customerDataPurgeAfter(at),
        })),
      );
    const created = { id: row.id, token, networkCaseNumber: row.networkCaseNumber };
    if (input.notify === false) return { ...created, emailIds: [], webhookIds: [] };
    const webhookIds = await enqueueCaseWebhooks(tx, config, { caseId: row.id, type: 'case.created', at });
    const mail = await findCaseMailContext(tx, row.id);
    if (!mail) return { ...created, emailIds: [], webhookIds };
    const emailIds = await insertEmails(tx, [
      ...(mail.collaborateEmail
        ? [
            newCaseEmail({
              case: mail,
              to: mail.collaborateEmail,
              cc: mail.collaborateCcEmail,
              bcc: [mail.inboundBcc, mail.outboundBcc],
              submitter: mail.submitterName,
              actions: linkActions({ status: 'open', responses: [] }, 'receiver'),
              link: casePages.respond(config.publicUrl, caseLink(config.secret, token, 'receiver')),
            }),
          ]
        : []),
      ...submittedEmails(mail, config),
    ]);
    return { ...created, emailIds, webhookIds };
  });
}

export type ResponseFields = Partial<Pick<typeof caseResponses.$inferInsert, ResponseTextField>>;

/**
 * C-071, C-072: applies `action` to a case for `party`. Refuses (409) an action the table does not allow from the
 * case's status, a second reply to one request, and the loser of a race; refuses (403) the wrong party.
 */
export async function applyCaseTransition(
  db: DbOrTx,
  config: CaseWriterConfig,
  input: {
    caseId: number;
    action: CaseAction;
    party: CaseParty;
    actor: CaseActorRef;
    response?: ResponseFields;
  } & WriteOptions,
): Promise<{ responseId: number | null; emailIds: number[]; webhookIds: number[] }> {
  const transition: CaseTransition = caseTransitions[input.action];
  if (transition.by !== input.party) throw forbidden();
  const at = input.at ?? new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: cases.status, statusVersion: cases.statusVersion, partnerCaseNumber: cases.partnerCaseNumber })
      .from(cases)
      .where(eq(cases.id, input.caseId));
    if (!current) throw notFound('Case not found.');
    const next = nextCaseStatus(current.status, input.action);
    if (!next) throw conflict(refusedTransitionMessage(current.status, input.action));
    if (
      input.action === 'reply_information' &&
      (await findLatestInformationExchange(tx, input.caseId)) !== 'information-request'
    )
      throw conflict(INFORMATION_ALREADY_SENT_MESSAGE);

    const byReceiver = transition.by === 'receiver';
    const caseNumber = byReceiver ? (input.response?.caseNumber ?? null) : null;
    const updated = await tx
      .update(cases)
      .set({
        status: next,
        statusVersion: sql`${cases.statusVersion} + 1`,
        updatedAt: at,
        ...(byReceiver
          ? { firstResponseAt: sql`coalesce(${cases.firstResponseAt}, ${at.toISOString()}::timestamptz)` }
          : {}),
        ...(caseNumber ? { partnerCaseNumber: caseNumber } : {}),
        ...(next === 'closed' ? { closedAt: at } : {}),
      })
      .where(and(eq(cases.id, input.caseId), eq(cases.statusVersion, current.statusVersion)))
      .returning({ id: cases.id });
    if (updated.length === 0) throw conflict(CASE_CHANGED_MESSAGE);

    let responseId: number | null = null;
    if (transition.response) {
      const [response] = await tx
        .insert(caseResponses)
        .values({
          ...input.response,
          caseId: input.caseId,
          type: transition.response.type,
          status: transition.response.status,
          responderCompanyId: input.actor.companyId,
          responderUserId: input.actor.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: caseResponses.id });
      responseId = response?.id ?? null;
    }
    await tx.insert(caseEvents).values({
      caseId: input.caseId,
      fromStatus: current.status,
      toStatus: next,
      responseId,
      actorUserId: input.actor.userId,
      actorCompanyId: input.actor.companyId,
      createdAt: at,
    });
    if (input.notify === false) return { responseId, emailIds: [], webhookIds: [] };
    const webhookIds = await enqueueCaseWebhooks(tx, config, {
      caseId: input.caseId,
      type: webhookEventOfAction[input.action],
      at,
    });
    const emailIds = await insertEmails(
      tx,
      await transitionEmails(tx, config, { caseId: input.caseId, status: next }, input.action, input.response),
    );
    return { responseId, emailIds, webhookIds };
  });
}

type CaseMailContext = NonNullable<Awaited<ReturnType<typeof findCaseMailContext>>>;

/**
 * Issue 24: the engineer who submitted (the submitting user, while active) gets the case's number and the link to
 * its page, where signing in opens it.
 */
function submittedEmails(mail: CaseMailContext, config: CaseWriterConfig): EmailMessage[] {
  if (mail.submitUser?.status !== 'active') return [];
  return [
    caseSubmittedEmail({
      case: mail,
      to: mail.submitUser.email,
      receiver: mail.receiverName,
      actions: linkActions({ status: 'open', responses: [] }, 'submitter'),
      link: casePages.signedIn(config.publicUrl, mail.token),
    }),
  ];
}

/**
 * an email to the submitter's side, sent to the engineer and contact addresses of the case with
 * the submitter's emailed link (`publicLink`). When one of those addresses is the submitting user's own (an active
 * account), that user gets the email alone, with a sign-in link of their own that opens the case (a sign-in link
 * must never reach another address).
 */
async function submitterSideEmails(
  db: DbOrTx,
  config: CaseWriterConfig,
  mail: CaseMailContext,
  publicLink: string,
  build: (to: string[], link: string) => EmailMessage,
): Promise<EmailMessage[]> {
  const recipients = [mail.engineerEmail, mail.submitContactEmail]
    .map((address) => address?.trim() ?? '')
    .filter((address) => address !== '');
  const user = mail.submitUser?.status === 'active' ? mail.submitUser : null;
  const isUser = (address: string) => user !== null && address.toLowerCase() === user.email.toLowerCase();
  const messages = [
    build(
      recipients.filter((address) => !isUser(address)),
      publicLink,
    ),
  ];
  if (user && recipients.some(isUser)) {
    const signInLink = await createAutoLoginLink(db, config, user.id, { redir: 'case', caseToken: mail.token });
    messages.push(build([user.email], signInLink));
  }
  return messages;
}

/** who hears of a transition, with the link that lets them take the next step. */
async function transitionEmails(
  db: DbOrTx,
  config: CaseWriterConfig,
  after: { caseId: number; status: CaseStatus },
  action: CaseAction,
  response: ResponseFields | undefined,
): Promise<EmailMessage[]> {
  const mail = await findCaseMailContext(db, after.caseId);
  if (!mail) return [];
  const submitterLink = caseLink(config.secret, mail.token, 'submitter');
  // What the case takes next, by the contract's status rule, for the side an email goes to.
  const latestExchange = await findLatestInformationExchange(db, after.caseId);
  const caseNow = { status: after.status, responses: latestExchange ? [{ type: latestExchange }] : [] };
  const submitterActions = linkActions(caseNow, 'submitter');
  switch (action) {
    case 'request_information':
      return submitterSideEmails(db, config, mail, casePages.information(config.publicUrl, submitterLink), (to, link) =>
        informationRequestedEmail({
          case: mail,
          to,
          receiver: mail.receiverName,
          note: response?.note ?? '',
          actions: submitterActions,
          link,
        }),
      );
    case 'reply_information':
      return mail.collaborateEmail
        ? [
            informationReplyEmail({
              case: mail,
              to: mail.collaborateEmail,
              cc: mail.collaborateCcEmail,
              submitter: mail.submitterName,
              actions: linkActions(caseNow, 'receiver'),
              link: casePages.respond(config.publicUrl, caseLink(config.secret, mail.token, 'receiver')),
            }),
          ]
        : [];
    case 'accept':
    case 'reject':
      return submitterSideEmails(db, config, mail, casePages.response(config.publicUrl, submitterLink), (to, link) =>
        decisionEmail({
          case: mail,
          to,
          receiver: mail.receiverName,
          decision: action === 'accept' ? 'accepted' : 'rejected',
          detail: (action === 'accept' ? response?.nextSteps : response?.note) ?? null,
          actions: submitterActions,
          link,
        }),
      );
    case 'close':
      return [];
  }
}

/** The writer as the demo seed records its history: dated in the past, emailing nobody. */
export function caseHistoryWriter(config: CaseWriterConfig): CaseHistory {
  return {
    createCase: (db, input) => createCase(db, config, { ...input, notify: false }),
    applyCaseTransition: (db, input) => applyCaseTransition(db, config, { ...input, notify: false }),
  };
}
