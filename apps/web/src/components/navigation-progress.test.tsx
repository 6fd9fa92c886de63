import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows an accessible progress bar only while a navigation loads', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => {
      finish = () => {
        resolve(null);
      };
    });
    const { router } = renderWithRouter([
      { path: '/', element: <NavigationProgress /> },
      { path: '/slow', loader: () => slow, element: <NavigationProgress /> },
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();

    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/slow');
    });
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' });
    expect(bar).toBeTruthy();

    await act(async () => {
      finish();
      await navigated;
    });
    expect(router.state.location.pathname).toBe('/slow');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
