import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeAnswer } from '@casebridge/contract/auth';
import type { PublicConfig } from '@casebridge/contract/config';
import type { MembershipType, Role } from '@casebridge/contract/enums';
import { meOf } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { Header } from './header';

const config: PublicConfig = {
  app_domain: 'localhost',
  product_name: 'CaseBridge',
  events_url: 'https://events.example/',
  training_url: 'https://training.example/',
  dev_mailbox: true,
  case_exchange: false,
  membership_email: 'membership@casebridge.test',
  logo_service_url: null,
  upload_limit_bytes: 20 * 1024 * 1024,
  payment_provider: 'test',
};

const meAs = (role: Role, level: MembershipType = 'premium'): MeAnswer =>
  meOf({
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@acme.test',
    password: 'unused',
    role,
    level: role === 'super_admin' ? null : level,
  });

const renderHeader = (me: MeAnswer | null, headerConfig: PublicConfig = config) =>
  renderWithRouter([
    { path: '/', element: <Header config={headerConfig} me={me} /> },
    { path: '*', element: <Header config={headerConfig} me={me} /> },
  ]);

const navLinkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('[A-001] [issue 24] a member sees the logo and Home, My Cases, Events, Training, Profile and Logout', () => {
    renderHeader(meAs('caller'));
    expect(navLinkNames()).toEqual(['Home', 'My Cases', 'Events', 'Training', 'Profile', 'Logout']);
    expect(screen.getByRole('link', { name: 'My Cases' }).getAttribute('href')).toBe('/my-cases');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('[issue 24] a company admin has My Cases in the header too', () => {
    renderHeader(meAs('business_manager'));
    expect(navLinkNames()).toEqual(['Home', 'My Cases', 'Events', 'Training', 'Profile', 'Logout']);
  });

  it('[A-002] callers and api users never see Admin; business and program managers do', () => {
    for (const role of ['caller', 'api'] as const) {
      const view = renderHeader(meAs(role));
      expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
      view.unmount();
    }
    for (const role of ['business_manager', 'program_manager'] as const) {
      const view = renderHeader(meAs(role));
      expect(screen.getByRole('button', { name: 'Admin' })).toBeTruthy();
      view.unmount();
    }
  });

  it('[A-003] Admin toggles a menu of exactly five tiles to the admin routes', async () => {
    const user = userEvent.setup();
    renderHeader(meAs('business_manager'));
    const admin = screen.getByRole('button', { name: 'Admin' });
    expect(admin.getAttribute('aria-expanded')).toBe('false');
    await user.click(admin);
    expect(admin.getAttribute('aria-expanded')).toBe('true');
    const tiles = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.querySelector('p')?.textContent, tile.getAttribute('href')])).toEqual([
      ['Company', '/admin/company'],
      ['Users', '/admin/users'],
      ['Inbound Process', '/admin/inbound_process'],
      ['My Partners', '/admin/partner_groups'],
      ['Reports', '/admin/reports'],
    ]);
    await user.click(admin);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('[A-004] the Admin menu closes on any route change', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader(meAs('program_manager'));
    await user.click(screen.getByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    await act(() => router.navigate('/admin/users'));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('[A-005] [issue 25] a super admin sees Inactive Users, Companies, Groups, Fields, Reports, Profile and Logout', () => {
    renderHeader(meAs('super_admin'));
    expect(navLinkNames()).toEqual(['Inactive Users', 'Companies', 'Groups', 'Fields', 'Reports', 'Profile', 'Logout']);
    const hrefs = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/super_admin/users',
      '/super_admin/companies',
      '/super_admin/groups',
      '/super_admin/fields',
      '/super_admin/reports',
      '/profile',
      '/auth/logout',
    ]);
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it("[A-006] the membership-level button shows the level and links to that level's page", () => {
    const links = new Map<MembershipType, string | null>();
    for (const level of ['limited', 'basic', 'standard', 'premium', 'elite', 'offline partner'] as const) {
      const view = renderHeader(meAs('caller', level));
      const button = screen.getByTestId('membership-level');
      expect(button.textContent.toLowerCase()).toContain(level);
      links.set(level, button.getAttribute('href'));
      view.unmount();
    }
    expect(links.get('basic')).toBe(links.get('standard'));
    expect(links.get('offline partner')).toBe(links.get('standard'));
    const own = ['limited', 'standard', 'premium', 'elite'].map((level) => links.get(level as MembershipType));
    expect(new Set(own).size).toBe(4);
  });

  it("[A-007] the company logo is shown at 60x60 from the slug's logo resource", () => {
    renderHeader(meAs('caller'));
    const logo = screen.getByRole('img', { name: 'Acme Storage logo' });
    expect(logo.getAttribute('src')).toBe('/api/resources/company_logo/acme');
    expect(logo.getAttribute('width')).toBe('60');
    expect(logo.getAttribute('height')).toBe('60');
  });

  it('[X-039] Events and Training open their configured URLs in a new tab and hide without one', () => {
    const view = renderHeader(meAs('caller'));
    const events = screen.getByRole('link', { name: 'Events' });
    expect(events.getAttribute('href')).toBe('https://events.example/');
    expect(events.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Training' }).getAttribute('href')).toBe('https://training.example/');
    view.unmount();
    renderHeader(meAs('caller'), { ...config, events_url: null, training_url: null });
    expect(screen.queryByRole('link', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Training' })).toBeNull();
  });

  it('a visitor sees the product, no navigation', () => {
    renderHeader(null);
    expect(screen.getByRole('link', { name: 'CaseBridge home' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('[A-029] when the user cannot be loaded the header says so with a Retry and keeps Logout', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = { message: 'The server could not be reached.', retrying: false, onRetry };
    renderWithRouter([{ path: '*', element: <Header config={config} me={undefined} loadFailure={failure} /> }]);
    expect(screen.getByRole('alert').textContent).toContain(
      'Your account could not be loaded. The server could not be reached.',
    );
    expect(navLinkNames()).toEqual(['Logout']);
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/auth/logout');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });
});
