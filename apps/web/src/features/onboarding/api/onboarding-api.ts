import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  ONBOARDING_TOKEN_HEADER,
  type OnboardingDocumentsAnswer,
  type OnboardingState,
  type OnboardingStepAnswer,
  type VerifyEmailAnswer,
  type VerifyEmailBody,
  onboardingVerifyEmail,
  onboardingVerify,
  onboardingSession,
  onboardingRestore,
  onboardingDocuments,
  onboardingValidateContact,
  onboardingAgreements,
  onboardingPayment,
  onboardingRegister,
  onboardingRegisterLimited,
  onboardingRegisterExisting,
  agreementDocumentEndpoints,
} from '@casebridge/contract/onboarding';
import { pathOf, type BodyOf } from '@casebridge/contract/endpoint';
import type { AgreementDocument } from '@casebridge/contract/enums';
import { api } from '@/lib/api-client';

/** O-002: POST /api/onboarding/{vhost}/verify_email. */
export const verifyEmail = ({ vhost, body }: { vhost: string; body: VerifyEmailBody }): Promise<VerifyEmailAnswer> =>
  api.call(onboardingVerifyEmail, { params: { vhost }, body, session: 'none' });
export const useVerifyEmail = () =>
  useMutation({ mutationKey: ['onboarding', 'verify_email'], mutationFn: verifyEmail });

/** O-002 (issue 21): GET /api/onboarding/{vhost}/verify/{token}, the emailed link (single use: never retried). */
export const openVerifyLink = (vhost: string, token: string): Promise<VerifyEmailAnswer> =>
  api.call(onboardingVerify, { params: { vhost, token }, session: 'none' });

/** The session at any step (a reload): GET /api/onboarding/{vhost}/session with the token in a header. */
export const onboardingStateKey = (vhost: string, token: string) => ['onboarding', vhost, 'session', token] as const;
export const onboardingStateOptions = (vhost: string, token: string) =>
  queryOptions({
    queryKey: onboardingStateKey(vhost, token),
    queryFn: (): Promise<OnboardingState> =>
      api.call(onboardingSession, {
        params: { vhost },
        session: 'none',
        headers: { [ONBOARDING_TOKEN_HEADER]: token },
      }),
    retry: false,
  });
export const useOnboardingState = (vhost: string, token: string) => useQuery(onboardingStateOptions(vhost, token));

/** O-006: GET /api/onboarding/restore/{token} (single use: never retried, never refetched). */
export const restoreOnboarding = (token: string): Promise<OnboardingState> =>
  api.call(onboardingRestore, { params: { token }, session: 'none' });

/** O-023: GET /api/onboarding/{vhost}/documents/{company_id}. */
export const useOnboardingDocuments = (vhost: string, token: string, companyId: number) =>
  useQuery({
    queryKey: ['onboarding', vhost, 'documents', companyId, token],
    queryFn: (): Promise<OnboardingDocumentsAnswer> =>
      api.call(onboardingDocuments, {
        params: { vhost, company_id: companyId },
        session: 'none',
        headers: { [ONBOARDING_TOKEN_HEADER]: token },
      }),
  });

const stepEndpoints = {
  validate_contact: onboardingValidateContact,
  agreements: onboardingAgreements,
  payment: onboardingPayment,
  register: onboardingRegister,
  'register/limited': onboardingRegisterLimited,
  'register/existing': onboardingRegisterExisting,
} as const;
type Step = keyof typeof stepEndpoints;

/** O-009, O-010, O-014, O-015, O-022, O-023: each step's save (POST /api/onboarding/{vhost}/{step}). */
export const useSaveStep = <S extends Step>(vhost: string, step: S, options: { showsOwnErrors?: boolean } = {}) =>
  useMutation({
    mutationKey: ['onboarding', vhost, step],
    meta: { showsOwnErrors: options.showsOwnErrors },
    mutationFn: (body: BodyOf<(typeof stepEndpoints)[S]>): Promise<OnboardingStepAnswer> => {
      const endpoint: (typeof stepEndpoints)[Step] = stepEndpoints[step];
      return api.call(endpoint, { params: { vhost }, body, session: 'none' });
    },
  });

/** The address of an agreement document (O-011), downloaded by the browser as an attachment. */
export const agreementDocumentUrl = (vhost: string, which: AgreementDocument) =>
  pathOf(agreementDocumentEndpoints[which], { vhost });
