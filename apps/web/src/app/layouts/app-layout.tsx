import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { MeAnswer } from '@casebridge/contract/auth';
import { Anchor, Box, Container } from '@mantine/core';
import { AlertBanner } from '@/components/alert-banner';
import { useMe } from '@/features/auth/api/get-me';
import { ImpersonationBanner } from '@/features/auth/components/impersonation-banner';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useToken } from '@/lib/session-storage';
import { Footer } from './footer';
import { Header, type HeaderLoadFailure } from './header';

/**
 * P-007: a signed-in user asked to update their profile or accept the privacy policy, and acting for themself (a
 * super admin logged in as them could not give the user's consent, ADR 17).
 */
const needsForcedUpdate = (me: MeAnswer | null | undefined): me is MeAnswer =>
  me !== null &&
  me !== undefined &&
  me.impersonator === null &&
  (me.user.force_update_profile || me.user.force_update_agreement);

/**
 * The page frame: impersonation banner, header, alert banner, the page, footer (1 §2 App shell), and the forced
 * profile updates once the user has loaded (a slot the router fills, so that their forms load only when needed).
 */
export const AppLayout = ({ renderForcedUpdates }: { renderForcedUpdates?: (me: MeAnswer) => ReactNode }) => {
  const config = useAppConfig();
  const token = useToken();
  const me = useMe();
  // A 401 or 403 ends the session and the header becomes the visitor's; any other failure is
  // shown with a Retry (ADR 5) rather than passing the signed-in user off as a visitor.
  const sessionGone = me.isError && isApiError(me.error) && (me.error.status === 401 || me.error.status === 403);
  const headerMe = token === null || sessionGone ? null : me.data;
  const loadFailure: HeaderLoadFailure | undefined =
    token !== null && me.isError && !sessionGone && me.data === undefined
      ? {
          message: me.error.message,
          retrying: me.isFetching,
          onRetry: () => {
            void me.refetch();
          },
        }
      : undefined;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor href="#main" className="skip-link">
        Skip to main content
      </Anchor>
      <ImpersonationBanner />
      <Header config={config} me={headerMe} loadFailure={loadFailure} />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="lg" w="100%" style={{ flex: 1 }}>
        <AlertBanner />
        <Outlet />
      </Container>
      <Footer productName={config.product_name} logoServiceUrl={config.logo_service_url} />
      {needsForcedUpdate(headerMe) ? renderForcedUpdates?.(headerMe) : null}
    </Box>
  );
};
