import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1Case } from '@casebridge/contract/case-api';
import { builders, type BuiltCompany, type BuiltDocument } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 27, ADR 57: a process whose form has a tierselect (a main choice, its sub-option, and the linked text some
 * sub-options ask for) is described and submitted through /api/v1 as through the case form. Found by the bench: the
 * demo network's storage process has one, and v1 took only text, numbers and booleans.
 */
describe('[issue 27] a tierselect through the case API', () => {
  let t: TestApp;
  let globex: BuiltCompany;
  let process: BuiltDocument;
  let key = '';

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
    const build = builders(t);
    const acme = await build.company({ name: 'Acme' });
    globex = await build.company({ name: 'Globex' });
    await build.group([{ company: acme }, { company: globex }]);
    key = (await build.apiKey(await build.user(acme, { role: 'api' }))).secret;
    process = await build.document(globex, {
      requirements: [
        {
          type: 'tierselect',
          label: 'Product and version',
          required: true,
          options: [
            { value: 'G-OS', sub_options: ['9.1', '9.2'], linked_required: ['9.2'] },
            { value: 'Archive OS', sub_options: [], linked_required: [] },
          ],
          settings: { linked_label: 'Hotfix level' },
        },
      ],
    });
  });
  afterAll(() => t.close());

  const field = () => `custom_${String(process.requirementIds[0])}`;
  const submit = (value: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/partners/${String(globex.id)}/processes/${String(process.id)}/cases`,
      headers: bearer(key),
      payload: {
        engineer: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@acme.test' },
        internalCaseNumber: 'INC-4000',
        summary: 'Array drops sessions',
        description: 'Since the firmware upgrade.',
        priority: 'medium',
        fields: { [field()]: value },
      },
    });

  it('the process lists the tierselect’s choices, sub-options and the ones that ask for the linked text', async () => {
    const listed = await t.app.inject({ url: `/api/v1/partners/${String(globex.id)}/processes`, headers: bearer(key) });
    expect(listed.statusCode).toBe(200);
    const found = listed
      .json<{ processes: { id: number; formFields: unknown[] }[] }>()
      .processes.find((row) => row.id === process.id);
    expect(found?.formFields).toEqual([
      expect.objectContaining({
        key: field(),
        type: 'tierselect',
        options: ['G-OS', 'Archive OS'],
        tiers: [
          { value: 'G-OS', subOptions: ['9.1', '9.2'], linkedRequired: ['9.2'] },
          { value: 'Archive OS', subOptions: [], linkedRequired: [] },
        ],
      }),
    ]);
  });

  it('a submission answers it as { value, subOption, linked }; the linked text it asks for is required', async () => {
    const missing = await submit({ value: 'G-OS', subOption: '9.2' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors).every((name) => name.startsWith('fields.'))).toBe(
      true,
    );

    const response = await submit({ value: 'G-OS', subOption: '9.2', linked: 'HF-3' });
    expect(response.statusCode, response.body).toBe(200);
    const { customerData } = response.json<{ case: V1Case }>().case;
    expect(customerData.map((row) => [row.field, row.value])).toEqual([
      ['Product and version', 'G-OS / 9.2'],
      ['Hotfix level', 'HF-3'],
    ]);
  });
});
