import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggableError, redactUrl } from './log-redaction.ts';

describe('log redaction', () => {
  it('removes emailed tokens and query strings from logged URLs', () => {
    expect(redactUrl('/api/auth/verify/Q2hhbmdlIHRoaXMgdG9rZW4gbm93IHBsZWFzZQ')).toBe('/api/auth/verify/[redacted]');
    expect(redactUrl('/case/Q2hhbmdlIHRoaXMgdG9rZW4gbm93IHBsZWFzZQ/respond?x=1')).toBe('/case/[redacted]/respond');
    expect(redactUrl('/api/super_admin/users/12')).toBe('/api/super_admin/users/12');
  });

  it('logs a failed query with its SQL and reason but without its parameters', () => {
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      ['secret@acme.test'],
      new Error('boom'),
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('select * from users where email = $1');
    expect(logged).toContain('boom');
    expect(logged).not.toContain('secret@acme.test');
  });
});
