import { describe, expect, it } from 'vitest';
import { autoLoginDestination } from './auto-login-destination';

const query = (search: string) => new URLSearchParams(search);

describe('autoLoginDestination', () => {
  it('[H-029] redir=case opens the admin case view for a manager and the case page for anyone else', () => {
    expect(autoLoginDestination(query('redir=case&token=abc-1'), 'business_manager')).toBe('/admin/case/abc-1');
    expect(autoLoginDestination(query('redir=case&token=abc-1'), 'program_manager')).toBe('/admin/case/abc-1');
    expect(autoLoginDestination(query('redir=case&token=abc-1'), 'caller')).toBe('/my-cases/abc-1');
  });

  it('[H-029] another redir names a route; without one, or with an unknown one, the user goes home', () => {
    expect(autoLoginDestination(query('redir=my-cases'), 'caller')).toBe('/my-cases');
    expect(autoLoginDestination(query(''), 'caller')).toBe('/dashboard');
    expect(autoLoginDestination(query('redir=case'), 'caller')).toBe('/dashboard');
    expect(autoLoginDestination(query('redir=https://evil.example'), 'caller')).toBe('/dashboard');
    expect(autoLoginDestination(query('redir=toString'), 'caller')).toBe('/dashboard');
    // A route with parameters cannot be opened without them.
    expect(autoLoginDestination(query('redir=case-info'), 'caller')).toBe('/dashboard');
    expect(autoLoginDestination(query(''), 'super_admin')).toBe('/super_admin/dashboard');
  });
});
