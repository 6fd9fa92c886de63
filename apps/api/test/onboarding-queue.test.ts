import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingQueueAnswer } from '@casebridge/contract/onboarding';
import type { OnboardingStatus } from '@casebridge/contract/enums';
import { onboardingSessions } from '../src/db/schema/onboarding.ts';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// S-002: the super admin's onboarding approval queue.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

let n = 0;
/** A request of the program in the state named, as the wizard leaves it. */
async function request(
  partnerGroupId: number,
  status: OnboardingStatus,
  input: { companyName?: string; companyId?: number; sfOpportunity?: string; createdAt?: Date } = {},
) {
  n += 1;
  const [row] = await t.deps.db
    .insert(onboardingSessions)
    .values({
      tokenHash: `queue-test-${String(n)}`,
      partnerGroupId,
      email: `applicant${String(n)}@new.example`,
      status,
      data: input.companyName === undefined ? {} : { company: { name: input.companyName } },
      companyId: input.companyId,
      sfOpportunity: input.sfOpportunity,
      createdAt: input.createdAt,
    })
    .returning({ id: onboardingSessions.id });
  return row?.id ?? 0;
}

describe('the onboarding approval queue (S-002)', () => {
  it('[S-002] lists the requests waiting for approval or payment, oldest first, with company, group and opportunity', async () => {
    const admin = await make.superAdmin();
    const program = await make.program();
    const existing = await make.company({ name: 'Existing Member' });
    const waiting = await request(program.partnerGroupId, 'pending_approval', {
      companyName: 'Newcomer Storage',
      sfOpportunity: 'OPP-17',
      createdAt: new Date('2026-11-01T09:00:00Z'),
    });
    const paying = await request(program.partnerGroupId, 'pending_payment', {
      companyId: existing.id,
      createdAt: new Date('2026-11-02T09:00:00Z'),
    });
    await request(program.partnerGroupId, 'in_progress', { companyName: 'Still Typing' });
    await request(program.partnerGroupId, 'approved', { companyName: 'Done Already' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/super_admin/onboarding/queue',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OnboardingQueueAnswer>().queue).toEqual([
      {
        id: waiting,
        company_name: 'Newcomer Storage',
        group_name: program.name,
        status: 'pending_approval',
        created_at: '2026-11-01T09:00:00.000Z',
        sf_opportunity: 'OPP-17',
      },
      {
        id: paying,
        company_name: 'Existing Member',
        group_name: program.name,
        status: 'pending_payment',
        created_at: '2026-11-02T09:00:00.000Z',
        sf_opportunity: null,
      },
    ]);

    const member = await make.user(existing, { role: 'business_manager' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/super_admin/onboarding/queue',
      headers: bearer(member.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
