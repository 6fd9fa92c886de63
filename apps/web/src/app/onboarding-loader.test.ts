import { describe, expect, it } from 'vitest';
import { createOnboardingLoader } from './onboarding-loader';

const allow = () => Promise.resolve(null);
const request = new Request('http://storage-alliance.localhost/onboarding/process');
const locationOf = (answer: Response | null) => answer?.headers.get('Location') ?? null;

describe('onboarding routes', () => {
  it('[O-005] without a stored session an onboarding route goes home', async () => {
    const loader = createOnboardingLoader('process', allow, () => null);
    expect(locationOf(await loader({ request }))).toBe('/');
  });

  it("[O-005] with one, the route follows the session's step", async () => {
    const stored = () => ({ token: 't'.repeat(43), step: 'agreements' });
    expect(locationOf(await createOnboardingLoader('process', allow, stored)({ request }))).toBe(
      '/onboarding/agreements',
    );
    expect(await createOnboardingLoader('agreements', allow, stored)({ request })).toBeNull();
  });

  it("[issue 24] a step before the session's opens (Back); none after it", async () => {
    const stored = () => ({ token: 't'.repeat(43), step: 'process' });
    expect(await createOnboardingLoader('contact', allow, stored)({ request })).toBeNull();
    expect(await createOnboardingLoader('agreements', allow, stored)({ request })).toBeNull();
    expect(locationOf(await createOnboardingLoader('success', allow, stored)({ request }))).toBe('/onboarding/process');
  });
});
