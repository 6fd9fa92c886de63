import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { caseNoteBody, respondBody } from './cases.ts';
import { managerRequestBody, managerResponseBody } from './manager-requests.ts';

/** The web sends the schema's output (schema-form.tsx); the server parses that output with the same schema. */
const twice = (schema: z.ZodType, input: unknown) => {
  const once = schema.parse(input);
  return { once, again: schema.parse(once) };
};

describe('request bodies accept their own output', () => {
  it.each([
    ['respond: approval', respondBody, { status: 'approval', engineer_email: '', case_number: ' GLX-1 ' }],
    ['respond: reply', respondBody, { status: 'information-reply', additional_information: 'Logs' }],
    ['note', caseNoteBody, { summary: '', description: '<p>x</p>' }],
    [
      'manager response',
      managerResponseBody,
      { first_name: 'A', last_name: 'B', email: 'A@x.test', phone: '', internal_reference: '', notes: 'n' },
    ],
    [
      'manager request',
      managerRequestBody,
      {
        first_name: 'A',
        last_name: 'B',
        email: 'a@x.test',
        phone: '',
        internal_reference: 'R',
        business_impact: 'I',
        vendor_reference: '',
        receive_company_id: 1,
        contact_document_id: 2,
      },
    ],
  ])('[X-001] %s: parsing the parsed body changes nothing', (_name, schema, input) => {
    const { once, again } = twice(schema, input);
    expect(again).toEqual(once);
  });
});
