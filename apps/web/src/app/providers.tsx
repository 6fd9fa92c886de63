import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * What waits for data no page has asked for yet (the deployment's config read with useSuspenseQuery) shows nothing
 * until it arrives. React suspends its root so by itself; Preact's layer (ADR 34) asks for a boundary, without which
 * the router's error page would catch the wait.
 */
export const RootSuspense = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The provider writes every theme variable itself (deduplicateCssVariables off), so the first load goes without
 * Mantine's default-css-variables.css, a sheet of the same variables at their default values.
 */
export const Providers = ({ children }: { children: ReactNode }) => (
  <MantineProvider
    theme={theme}
    cssVariablesResolver={cssVariablesResolver}
    defaultColorScheme="light"
    deduplicateCssVariables={false}
  >
    <QueryClientProvider client={queryClient}>
      <RootSuspense>{children}</RootSuspense>
    </QueryClientProvider>
  </MantineProvider>
);
