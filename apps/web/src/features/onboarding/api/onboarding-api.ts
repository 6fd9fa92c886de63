import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ONBOARDING_TOKEN_HEADER,
  onboardingDocumentsAnswer,
  onboardingStateAnswer,
  onboardingStepAnswer,
  verifyEmailAnswer,
  type agreementsBody,
  type paymentBody,
  type OnboardingDocumentsAnswer,
  type OnboardingState,
  type OnboardingStepAnswer,
  type registerExistingBody,
  type registerLimitedBody,
  type registerProcessBody,
  type validateContactBody,
  type VerifyEmailAnswer,
  type VerifyEmailBody,
} from '@casebridge/contract/onboarding';
import { api } from '@/lib/api-client';

const base = (vhost: string) => `/onboarding/${encodeURIComponent(vhost)}`;

/** O-002: POST /api/onboarding/{vhost}/verify_email. */
export const verifyEmail = ({ vhost, body }: { vhost: string; body: VerifyEmailBody }): Promise<VerifyEmailAnswer> =>
  api.request(`${base(vhost)}/verify_email`, { method: 'POST', body, schema: verifyEmailAnswer, session: 'none' });
export const useVerifyEmail = () =>
  useMutation({ mutationKey: ['onboarding', 'verify_email'], mutationFn: verifyEmail });

/** O-002 (issue 21): GET /api/onboarding/{vhost}/verify/{token}, the emailed link (single use: never retried). */
export const openVerifyLink = (vhost: string, token: string): Promise<VerifyEmailAnswer> =>
  api.request(`${base(vhost)}/verify/${encodeURIComponent(token)}`, { schema: verifyEmailAnswer, session: 'none' });

/** The session at any step (a reload): GET /api/onboarding/{vhost}/session with the token in a header. */
export const onboardingStateKey = (vhost: string, token: string) => ['onboarding', vhost, 'session', token] as const;
export const onboardingStateOptions = (vhost: string, token: string) =>
  queryOptions({
    queryKey: onboardingStateKey(vhost, token),
    queryFn: (): Promise<OnboardingState> =>
      api.request(`${base(vhost)}/session`, {
        schema: onboardingStateAnswer,
        session: 'none',
        headers: { [ONBOARDING_TOKEN_HEADER]: token },
      }),
    retry: false,
  });
export const useOnboardingState = (vhost: string, token: string) => useQuery(onboardingStateOptions(vhost, token));

/** O-006: GET /api/onboarding/restore/{token} (single use: never retried, never refetched). */
export const restoreOnboarding = (token: string): Promise<OnboardingState> =>
  api.request(`/onboarding/restore/${encodeURIComponent(token)}`, { schema: onboardingStateAnswer, session: 'none' });

/** O-023: GET /api/onboarding/{vhost}/documents/{company_id}. */
export const useOnboardingDocuments = (vhost: string, token: string, companyId: number) =>
  useQuery({
    queryKey: ['onboarding', vhost, 'documents', companyId, token],
    queryFn: (): Promise<OnboardingDocumentsAnswer> =>
      api.request(`${base(vhost)}/documents/${String(companyId)}`, {
        schema: onboardingDocumentsAnswer,
        session: 'none',
        headers: { [ONBOARDING_TOKEN_HEADER]: token },
      }),
  });

type StepPath = 'validate_contact' | 'agreements' | 'payment' | 'register' | 'register/limited' | 'register/existing';
type StepBodies = {
  validate_contact: z.input<typeof validateContactBody>;
  agreements: z.input<typeof agreementsBody>;
  payment: z.input<typeof paymentBody>;
  register: z.input<typeof registerProcessBody>;
  'register/limited': z.input<typeof registerLimitedBody>;
  'register/existing': z.input<typeof registerExistingBody>;
};

/** O-009, O-010, O-014, O-015, O-022, O-023: each step's save (POST /api/onboarding/{vhost}/{step}). */
export const useSaveStep = <P extends StepPath>(vhost: string, path: P, options: { showsOwnErrors?: boolean } = {}) =>
  useMutation({
    mutationKey: ['onboarding', vhost, path],
    meta: { showsOwnErrors: options.showsOwnErrors },
    mutationFn: (body: StepBodies[P]): Promise<OnboardingStepAnswer> =>
      api.request(`${base(vhost)}/${path}`, { method: 'POST', body, schema: onboardingStepAnswer, session: 'none' }),
  });

/** The address of an agreement document (O-011), downloaded by the browser as an attachment. */
export const agreementDocumentUrl = (vhost: string, which: 'addendum' | 'code_of_conduct' | 'current_license') =>
  `/api${base(vhost)}/${which}`;
