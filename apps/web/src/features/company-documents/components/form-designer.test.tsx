import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINKED_LABEL_MESSAGE,
  type FormHistoryAnswer,
  type LibraryAnswer,
  type ProcessFormAnswer,
  type ProcessFormBody,
} from '@casebridge/contract/process-forms';
import { setToken } from '@/lib/session-storage';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { FormDesigner } from './form-designer';

// Issue 25: the designer in the browser's DOM against a stand-in server: a field added from the library, keyboard
// reordering, and a tier select whose linked sub-option has no label refused under its control before any save.

beforeEach(() => {
  setToken('token-super');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const field = (id: number, type: 'string' | 'tierselect', label: string) => ({
  id,
  type,
  label,
  code_label: null,
  help_hint: null,
  retired: false,
  used_by_versions: 0,
});

const library: LibraryAnswer = {
  fields: [field(1, 'string', 'Array serial'), field(2, 'string', 'Firmware'), field(3, 'tierselect', 'Component')],
};

const placed = (id: number, label: string) => ({
  requirement_id: id,
  section: 'problem_section' as const,
  required: false,
  group: null,
  options: [],
  additional_settings: null,
  requirement: { id, type: 'string' as const, label, code_label: null },
});

const form: ProcessFormAnswer = {
  document: { id: 30, name: 'Wayne Escalation', company_id: 7, type: 'ticket' },
  version: { id: 31, version_number: 1, created_at: '2026-11-01T10:00:00Z', created_by: 'Zoe Lane' },
  fields: [placed(1, 'Array serial'), placed(2, 'Firmware')],
};

const history: FormHistoryAnswer = {
  versions: [{ ...form.version, field_count: 2, changes: [] }],
};

const stub = () =>
  stubApi({
    'GET /api/config': { status: 200, body: fakeConfig },
    'GET /api/super_admin/contact_documents/30/form': { status: 200, body: form },
    'GET /api/super_admin/contact_documents/30/form/versions': { status: 200, body: history },
    'GET /api/super_admin/requirements': { status: 200, body: library },
    'GET /api/super_admin/process_forms': { status: 200, body: { processes: [] } },
    'POST /api/super_admin/contact_documents/30/form': (body) => ({
      status: 200,
      body: {
        message: 'The form has been saved as a new version.',
        form: {
          ...form,
          version: { ...form.version, id: 32, version_number: 2 },
          fields: (body as ProcessFormBody).fields,
        },
      },
    }),
  });

const cardLabels = () =>
  screen.getAllByTestId('designer-field').map((card) => card.getAttribute('aria-label')?.replace(/^Field /, ''));

describe('the process form designer (issue 25)', () => {
  it('[issue 25] adds a library field, reorders by keyboard, and refuses a linked sub-option without its label under the control', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderInRouter(<FormDesigner documentId={30} preview={(fields) => <p>{fields.length} fields in preview</p>} />);
    const designer = await screen.findByRole('form', { name: 'Form designer' });
    expect(cardLabels()).toEqual(['Array serial', 'Firmware']);

    // From the library into the Problem section: the preview follows the draft.
    const problem = within(designer).getByRole('region', { name: 'Problem fields' });
    await user.selectOptions(
      within(problem).getByRole('combobox', { name: 'Add a library field to Problem' }),
      'Component (Tier select (tree))',
    );
    await user.click(within(problem).getByRole('button', { name: 'Add' }));
    expect(cardLabels()).toEqual(['Array serial', 'Firmware', 'Component']);
    expect(screen.getByText('3 fields in preview')).toBeTruthy();

    // Keyboard: focus Firmware's Move up and press Enter; the first field of the section cannot move up.
    within(designer).getByRole('button', { name: 'Move Firmware up' }).focus();
    await user.keyboard('{Enter}');
    expect(cardLabels()).toEqual(['Firmware', 'Array serial', 'Component']);
    expect(within(designer).getByRole('button', { name: 'Move Firmware up' })).toHaveProperty('disabled', true);

    // A tree whose Firmware sub-option requires the linked field, without the linked field's label: refused under the
    // label's control, and nothing is sent.
    const tier = screen
      .getAllByTestId('designer-field')
      .find((c) => c.getAttribute('aria-label') === 'Field Component');
    if (!tier) throw new Error('no Component card');
    const card = within(tier);
    await user.type(card.getByRole('textbox', { name: 'Main option 1' }), 'Controller');
    await user.type(card.getByRole('textbox', { name: 'Sub-options of main option 1' }), 'Firmware');
    await user.click(card.getByRole('checkbox', { name: 'Firmware' }));
    await user.click(within(designer).getByRole('button', { name: 'Save form' }));
    expect(await card.findByText(LINKED_LABEL_MESSAGE)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // With the label the form is saved in the new order, the tree with its linked field.
    await user.type(card.getByRole('textbox', { name: 'Label of the linked field' }), 'Firmware version');
    await user.click(within(designer).getByRole('button', { name: 'Save form' }));
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    });
    const body = api.calls.find((call) => call.method === 'POST')?.body as ProcessFormBody;
    expect(body.base_version_id).toBe(31);
    expect(body.fields.map((sent) => sent.requirement_id)).toEqual([2, 1, 3]);
    expect(body.fields[2]).toMatchObject({
      options: [{ value: 'Controller', sub_options: ['Firmware'], linked_required: ['Firmware'] }],
      additional_settings: { linked_label: 'Firmware version' },
    });
    expect(await screen.findByText('The form has been saved as version 2.')).toBeTruthy();
  });
});
