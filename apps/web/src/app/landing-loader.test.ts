import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createLandingLoader, type LandingLoaderDeps } from './landing-loader';

const args = (path: string, slug?: string) => ({
  request: new Request(`http://localhost${path}`),
  params: slug === undefined ? {} : { slug },
});

const setup = (hostname: string, landing: (slug: string) => Promise<unknown> = () => Promise.resolve({})) => {
  const guard = vi.fn(() => Promise.resolve<Response | null>(null));
  const loadLanding = vi.fn(landing);
  const deps: LandingLoaderDeps = {
    hostname: () => hostname,
    appDomain: () => Promise.resolve('localhost'),
    loadLanding,
  };
  return { guard, loadLanding, loader: createLandingLoader(guard, deps) };
};

const location = (result: Response | null) => result?.headers.get('Location') ?? null;

describe('the landing loader', () => {
  it('[A-017] on a tenant host /{slug} is no route: /404, whoever asks, without a landing call', async () => {
    const { guard, loadLanding, loader } = setup('acme.localhost');
    expect(location(await loader(args('/typo', 'typo')))).toBe('/404');
    expect(guard).not.toHaveBeenCalled();
    expect(loadLanding).not.toHaveBeenCalled();
  });

  it('[H-004] on a tenant host / loads that tenant landing', async () => {
    const { loadLanding, loader } = setup('acme.localhost');
    expect(await loader(args('/'))).toBeNull();
    expect(loadLanding).toHaveBeenCalledWith('acme');
  });

  it('[A-017] on the main host a /{slug} that no company or group uses goes to /404', async () => {
    const { loadLanding, loader } = setup('localhost', () =>
      Promise.reject(new ApiError(404, 'No company or partner group uses this address.')),
    );
    expect(location(await loader(args('/typo', 'typo')))).toBe('/404');
    expect(loadLanding).toHaveBeenCalledWith('typo');
  });

  it('[H-004] on the main host a known /{slug} opens; / asks for no landing', async () => {
    const { loadLanding, loader } = setup('localhost');
    expect(await loader(args('/acme', 'acme'))).toBeNull();
    expect(await loader(args('/'))).toBeNull();
    expect(loadLanding.mock.calls).toEqual([['acme']]);
  });

  it('[A-025] the guard decides first on the main host: a signed-in user goes to the dashboard, no landing asked', async () => {
    const { guard, loadLanding, loader } = setup('localhost');
    guard.mockResolvedValue(new Response(null, { status: 302, headers: { Location: '/dashboard' } }));
    expect(location(await loader(args('/typo', 'typo')))).toBe('/dashboard');
    expect(loadLanding).not.toHaveBeenCalled();
  });

  it('any other landing failure is left to the page and its Retry', async () => {
    const { loader } = setup('localhost', () => Promise.reject(new ApiError(500, 'The server failed.')));
    expect(await loader(args('/acme', 'acme'))).toBeNull();
  });
});
