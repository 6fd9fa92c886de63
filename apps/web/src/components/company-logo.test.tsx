import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigQueryKey } from '@/lib/app-config';
import { fakeConfig } from '@/test/fake-api';
import { createTestQueryClient, renderInRouter } from '@/test/render';
import { logoServiceUrl, PartnerLogo } from './company-logo';

const SERVICE = 'https://logos.example/v2/{domain}?size=64';

const renderLogo = (template: string | null, domain: string | null) => {
  const client = createTestQueryClient();
  client.setQueryData(appConfigQueryKey, { ...fakeConfig, logo_service_url: template });
  const { container } = renderInRouter(<PartnerLogo slug="globex" domain={domain} name="Globex Storage" />, {
    client,
  });
  return { image: () => container.querySelector('img') };
};

describe('PartnerLogo', () => {
  it('[D-011] asks the configured logo service by the partner’s domain, then falls back to our resource, then the initial', () => {
    const { image } = renderLogo(SERVICE, 'globex.test');
    expect(image()?.getAttribute('src')).toBe('https://logos.example/v2/globex.test?size=64');
    expect(image()?.getAttribute('referrerpolicy')).toBe('no-referrer');

    fireEvent.error(image() as HTMLImageElement);
    expect(image()?.getAttribute('src')).toBe('/api/resources/company_logo/globex');

    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toBeNull();
    expect(screen.getByText('G')).toBeTruthy();
  });

  it('[D-011] without a configured service, or a domain, only our own resource is asked', () => {
    expect(renderLogo(null, 'globex.test').image()?.getAttribute('src')).toBe('/api/resources/company_logo/globex');
    document.body.innerHTML = '';
    expect(renderLogo(SERVICE, null).image()?.getAttribute('src')).toBe('/api/resources/company_logo/globex');
  });

  it('[D-011] a domain is put in the template encoded, so it cannot change the address’s path or query', () => {
    expect(logoServiceUrl(SERVICE, ' evil.test/../x?y=1 ')).toBe(
      'https://logos.example/v2/evil.test%2F..%2Fx%3Fy%3D1?size=64',
    );
    expect(logoServiceUrl(SERVICE, '')).toBeNull();
  });
});
