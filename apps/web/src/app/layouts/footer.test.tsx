import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it("[A-008] [D-011] links How it Works, Security, Privacy Policy, the association site, What's new and credits the logo service", () => {
    render(
      <TestProviders>
        <Footer productName="CaseBridge" logoServiceUrl="https://logos.example/v2/{domain}?size=64" />
      </TestProviders>,
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([
      'How it Works',
      'Security',
      'Privacy Policy',
      'CaseBridge Network',
      "What's new",
      'Logos provided by logos.example',
    ]);
    expect(screen.getByRole('link', { name: 'Logos provided by logos.example' }).getAttribute('href')).toBe(
      'https://logos.example',
    );
  });

  it('[D-011] credits no logo service when none is configured', () => {
    render(
      <TestProviders>
        <Footer productName="CaseBridge" logoServiceUrl={null} />
      </TestProviders>,
    );
    expect(screen.queryByRole('link', { name: /Logos provided by/ })).toBeNull();
  });
});
