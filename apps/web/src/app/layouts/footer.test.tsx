import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it("[A-008] links How it Works, Security, Privacy Policy, the association site, What's new and credits the logo provider", () => {
    render(
      <TestProviders>
        <Footer productName="CaseBridge" />
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
      'Logos provided by Clearbit',
    ]);
  });
});
