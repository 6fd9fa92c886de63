import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pathOf, type Endpoint } from './endpoint.ts';

const userDocument = {
  method: 'GET',
  path: '/api/admin/company/users/:id/documents/:document_id',
  params: z.object({ id: z.number(), document_id: z.number() }),
  querystring: z.object({ q: z.string().optional(), page: z.number().optional() }),
  answer: z.object({ ok: z.boolean() }),
} as const satisfies Endpoint;

describe('[issue 23] an endpoint declared once makes the path of each call', () => {
  it('fills each :name parameter, URL-encoded', () => {
    expect(pathOf(userDocument, { id: 7, document_id: 'a b/c' })).toBe(
      '/api/admin/company/users/7/documents/a%20b%2Fc',
    );
  });

  it('appends the query values that are set, and leaves out absent, null and empty ones', () => {
    expect(pathOf(userDocument, { id: 1, document_id: 2 }, { q: 'raid & nvme', page: 3, empty: '', none: null })).toBe(
      '/api/admin/company/users/1/documents/2?q=raid+%26+nvme&page=3',
    );
  });

  it('refuses a call that lacks a parameter its path names', () => {
    expect(() => pathOf(userDocument, { id: 1 } as never)).toThrow('needs its parameter document_id');
  });
});
