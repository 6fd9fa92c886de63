import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flashAlert, showAlert } from '@/lib/alerts';
import { renderWithRouter, TestProviders } from '@/test/render';
import { AlertBanner } from './alert-banner';

const routes = [
  { path: '/', element: <AlertBanner /> },
  { path: '/other', element: <AlertBanner /> },
];

describe('AlertBanner', () => {
  it('[A-011] shows alerts by level and clears them when the route changes', async () => {
    const { router } = renderWithRouter(routes);
    act(() => {
      showAlert({ type: 'warning', message: 'Check the form.' });
      showAlert({ type: 'delete', message: 'Deleted.' });
    });
    expect(screen.getByText('Check the form.').closest('[data-alert-level]')).toHaveProperty(
      'dataset.alertLevel',
      'warning',
    );
    expect(screen.getByText('Deleted.').closest('[data-alert-level]')).toHaveProperty('dataset.alertLevel', 'danger');
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await act(() => router.navigate('/other'));
    expect(screen.queryByText('Check the form.')).toBeNull();
    expect(screen.queryByTestId('alert-banner')).toBeNull();
  });

  it('[A-011] an alert flashed before a navigation is shown on the new route', async () => {
    const { router } = renderWithRouter(routes);
    flashAlert({ type: 'warning', message: 'You do not have access to see this page.' });
    await act(() => router.navigate('/other'));
    expect(screen.getByRole('alert').textContent).toContain('You do not have access to see this page.');
  });

  it('[A-011] under StrictMode an alert flashed for the first page stays, and route changes still clear', async () => {
    flashAlert({ type: 'warning', message: 'Access denied. You must be logged in to see this page.' });
    const router = createMemoryRouter(routes);
    render(
      <StrictMode>
        <TestProviders>
          <RouterProvider router={router} />
        </TestProviders>
      </StrictMode>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Access denied.');
    await act(() => router.navigate('/other'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dismissed alert goes away', () => {
    renderWithRouter(routes);
    act(() => {
      showAlert({ type: 'success', message: 'Profile Updated' });
    });
    expect(screen.getByRole('status').textContent).toContain('Profile Updated');
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).click();
    });
    expect(screen.queryByText('Profile Updated')).toBeNull();
  });
});
