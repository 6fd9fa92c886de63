import type { MeAnswer } from '@casebridge/contract/auth';
import { fakeUsers, meOf } from './fake-api';

const [, caller] = fakeUsers;

/** The session of Acme's caller with a complete profile, changed as a test needs (P rows). */
export const profileSession = (
  overrides: { user?: Partial<MeAnswer['user']>; company?: Partial<NonNullable<MeAnswer['company']>> } = {},
  impersonator: MeAnswer['impersonator'] = null,
): MeAnswer => {
  if (caller === undefined) throw new Error('no fake caller');
  const me = meOf(caller);
  if (me.company === null) throw new Error('the fake caller has no company');
  return {
    ...me,
    user: {
      ...me.user,
      phone: '89 5550 1923',
      phone_country_code: 'DE',
      country_id: 1,
      city: 'Munich',
      agreement_date: '2026-01-10T09:00:00.000Z',
      ...overrides.user,
    },
    company: { ...me.company, ...overrides.company },
    impersonator,
  };
};
