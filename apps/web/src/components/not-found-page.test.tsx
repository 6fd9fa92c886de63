import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render';
import { NOT_FOUND_MESSAGE, NotFoundPage, notFoundHomePath } from './not-found-page';

describe('404 page', () => {
  it('[A-018] links home per role: super admin dashboard, dashboard, or the tenant or main home for a visitor', () => {
    expect(notFoundHomePath({ signedIn: true, role: 'super_admin', pathSlug: null })).toBe('/super_admin/dashboard');
    for (const role of ['caller', 'api', 'business_manager', 'program_manager'] as const) {
      expect(notFoundHomePath({ signedIn: true, role, pathSlug: 'acme' })).toBe('/dashboard');
    }
    expect(notFoundHomePath({ signedIn: false, role: null, pathSlug: 'acme' })).toBe('/acme');
    expect(notFoundHomePath({ signedIn: false, role: null, pathSlug: null })).toBe('/');
  });

  it('[A-018] shows the message and the home link', () => {
    renderInRouter(<NotFoundPage homePath="/dashboard" />);
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(NOT_FOUND_MESSAGE).toBe('The page you are trying to access cannot be found.');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/dashboard');
  });
});
