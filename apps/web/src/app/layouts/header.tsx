import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Box, Button, Container, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { MeAnswer } from '@casebridge/contract/auth';
import type { PublicConfig } from '@casebridge/contract/config';
import { CompanyLogo } from '@/components/company-logo';
import { pathTo } from '@/config/paths';
import { isCompanyAdmin } from '@casebridge/contract/access';
import { AdminMenu } from './admin-menu';
import { MembershipLevelButton } from './membership-level-button';

const ProductMark = ({ name, to }: { name: string; to: string }) => (
  <UnstyledButton component={Link} to={to} aria-label={`${name} home`}>
    <Group gap={8} wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#1864ab" />
        <path
          d="M6 20h6l4-8 4 8h6"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text fw={700} size="lg" c="dark.9">
        {name}
      </Text>
    </Group>
  </UnstyledButton>
);

const NavItem = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={NavLink} to={to} variant="subtle" size="compact-md" className="nav-item" end>
    {children}
  </Button>
);

const ExternalNavItem = ({ href, children }: { href: string | null; children: ReactNode }) =>
  // hidden when no URL is configured; opens in a new tab.
  href === null ? null : (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="subtle" size="compact-md">
      {children}
    </Button>
  );

const Bar = ({ brand, children }: { brand: ReactNode; children?: ReactNode }) => (
  <Container size="xl" py="xs">
    <Group justify="space-between" wrap="wrap" gap="sm" mih={64}>
      {brand}
      {children}
    </Group>
  </Container>
);

/** the super admin's own navigation. */
const SuperAdminNav = () => (
  <Group component="nav" aria-label="Main" gap={4}>
    <NavItem to={pathTo('super_admin.list_users')}>Inactive Users</NavItem>
    <NavItem to={pathTo('super_admin.companies')}>Companies</NavItem>
    <NavItem to={pathTo('super_admin.groups')}>Groups</NavItem>
    <NavItem to={pathTo('super_admin.fields')}>Fields</NavItem>
    <NavItem to={pathTo('super_admin.reports')}>Reports</NavItem>
    <NavItem to={pathTo('profile')}>Profile</NavItem>
    <NavItem to={pathTo('auth.logout')}>Logout</NavItem>
  </Group>
);

/** A-001..A-004, A-006, A-007, X-039: the member header. */
const MemberHeader = ({ me, config }: { me: MeAnswer; config: PublicConfig }) => {
  const location = useLocation();
  // The menu belongs to the route it was opened on: any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const adminOpen = openedOn === location.key;
  const showAdmin = isCompanyAdmin(me.user.role);
  const { company } = me;

  const brand = (
    <Group gap="sm" wrap="nowrap">
      {company === null ? (
        <ProductMark name={config.product_name} to={pathTo('dashboard')} />
      ) : (
        <UnstyledButton component={Link} to={pathTo('dashboard')} aria-label={`${company.name}: dashboard`}>
          <CompanyLogo slug={company.slug} name={company.name} />
        </UnstyledButton>
      )}
      {company === null ? null : <MembershipLevelButton level={company.membership_type} />}
    </Group>
  );

  return (
    <>
      <Bar brand={brand}>
        <Group component="nav" aria-label="Main" gap={4}>
          <NavItem to={pathTo('dashboard')}>Home</NavItem>
          <NavItem to={pathTo('my-cases')}>My Cases</NavItem>
          {showAdmin ? (
            <Button
              variant={adminOpen ? 'light' : 'subtle'}
              size="compact-md"
              aria-expanded={adminOpen}
              aria-controls="admin-menu"
              onClick={() => {
                setOpenedOn(adminOpen ? null : location.key);
              }}
            >
              Admin
            </Button>
          ) : null}
          <ExternalNavItem href={config.events_url}>Events</ExternalNavItem>
          <ExternalNavItem href={config.training_url}>Training</ExternalNavItem>
          {/* Issue 27: an API user's own keys (ADR 57). */}
          {me.user.role === 'api' ? <NavItem to={pathTo('profile.api-keys')}>API keys</NavItem> : null}
          <NavItem to={pathTo('profile')}>Profile</NavItem>
          <NavItem to={pathTo('auth.logout')}>Logout</NavItem>
        </Group>
      </Bar>
      {showAdmin && adminOpen ? <AdminMenu id="admin-menu" /> : null}
    </>
  );
};

export type HeaderLoadFailure = { message: string; retrying: boolean; onRetry: () => void };

/** UI.md "nothing is ever blank": the user could not be loaded; Retry, and Logout stays within reach. */
const LoadFailedBar = ({ config, failure }: { config: PublicConfig; failure: HeaderLoadFailure }) => (
  <Bar brand={<ProductMark name={config.product_name} to={pathTo('home')} />}>
    <Group gap="sm" wrap="wrap" justify="flex-end">
      <Text size="sm" c="red.9" role="alert" data-testid="header-load-failed">
        Your account could not be loaded. {failure.message}
      </Text>
      <Button size="compact-md" variant="default" loading={failure.retrying} onClick={failure.onRetry}>
        Retry
      </Button>
      <Group component="nav" aria-label="Main" gap={4}>
        <NavItem to={pathTo('auth.logout')}>Logout</NavItem>
      </Group>
    </Group>
  </Bar>
);

export type HeaderProps = {
  config: PublicConfig;
  /** undefined while the user loads; null for a visitor. */
  me: MeAnswer | null | undefined;
  /** Loading the signed-in user failed for a reason other than the session ending. */
  loadFailure?: HeaderLoadFailure;
};

export const Header = ({ config, me, loadFailure }: HeaderProps) => {
  const content = (() => {
    if (loadFailure !== undefined) return <LoadFailedBar config={config} failure={loadFailure} />;
    if (me === undefined) {
      return (
        <Bar brand={<ProductMark name={config.product_name} to={pathTo('home')} />}>
          <Skeleton height={24} width={320} role="status" aria-label="Loading" />
        </Bar>
      );
    }
    if (me === null) return <Bar brand={<ProductMark name={config.product_name} to={pathTo('home')} />} />;
    if (me.user.role === 'super_admin') {
      return (
        <Bar brand={<ProductMark name={config.product_name} to={pathTo('super_admin.dashboard')} />}>
          <SuperAdminNav />
        </Bar>
      );
    }
    return <MemberHeader me={me} config={config} />;
  })();
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      {content}
    </Box>
  );
};
