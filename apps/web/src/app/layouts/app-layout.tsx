import { Outlet } from 'react-router';
import { Anchor, Box, Container } from '@mantine/core';
import { AlertBanner } from '@/components/alert-banner';
import { useMe } from '@/features/auth/api/get-me';
import { ImpersonationBanner } from '@/features/auth/components/impersonation-banner';
import { useAppConfig } from '@/lib/app-config';
import { useToken } from '@/lib/session-storage';
import { Footer } from './footer';
import { Header } from './header';

/** The page frame: impersonation banner, header, alert banner, the page, footer (1 §2 App shell). */
export const AppLayout = () => {
  const config = useAppConfig();
  const token = useToken();
  const me = useMe();
  const headerMe = token === null || me.isError ? null : me.data;

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor href="#main" className="skip-link">
        Skip to main content
      </Anchor>
      <ImpersonationBanner />
      <Header config={config} me={headerMe} />
      <Container component="main" id="main" tabIndex={-1} size="xl" py="lg" w="100%" style={{ flex: 1 }}>
        <AlertBanner />
        <Outlet />
      </Container>
      <Footer productName={config.product_name} />
    </Box>
  );
};
