import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

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
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
