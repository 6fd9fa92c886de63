import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const TestProviders = ({ children, client }: { children: ReactNode; client?: QueryClient }) => (
  <MantineProvider theme={theme} env="test">
    <QueryClientProvider client={client ?? createTestQueryClient()}>{children}</QueryClientProvider>
  </MantineProvider>
);

/** Renders routes in a memory router inside the app's providers; returns the router to navigate with. */
export const renderWithRouter = (
  routes: RouteObject[],
  options: { initialPath?: string; client?: QueryClient } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } => {
  const router = createMemoryRouter(routes, { initialEntries: [options.initialPath ?? '/'] });
  const result = render(
    <TestProviders client={options.client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
};

/** Renders one element at "/" in a memory router. */
export const renderInRouter = (element: ReactElement, options: { client?: QueryClient } = {}) =>
  renderWithRouter([{ path: '*', element }], options);
