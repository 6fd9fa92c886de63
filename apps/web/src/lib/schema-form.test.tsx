import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, TextInput } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@casebridge/contract/endpoint';
import { installFakeApi } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { getAlerts } from './alerts';
import { api } from './api-client';
import { isLoaderVisible } from './loader';
import { SchemaForm, useSchemaForm } from './schema-form';

const companyBody = z.object({
  name: z.string().trim().min(1, 'This field is required.'),
  address: z.object({ city: z.string() }),
});

/** A call of this test only: the form's body is sent as the endpoint's body. */
const createCompany = {
  method: 'POST',
  path: '/api/companies',
  body: companyBody,
  answer: z.object({ id: z.number() }),
} as const satisfies Endpoint;

const saved = vi.fn();

const CompanyForm = (notices: { warnFirstFieldError?: boolean; successNotice?: string }) => {
  const { form, formProps } = useSchemaForm({
    schema: companyBody,
    initialValues: { name: '', address: { city: '' } },
    onSubmit: async (body) => {
      saved(await api.call(createCompany, { body }));
    },
    withLoader: true,
    ...notices,
  });
  return (
    <SchemaForm {...formProps} aria-label="Company">
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('address.city')} />
      <Button type="submit">Save</Button>
    </SchemaForm>
  );
};

/** The message shown for the input, through the input's aria-describedby as a screen reader finds it. */
const errorOf = (label: string): string | null => {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

const setUp = async (notices: Parameters<typeof CompanyForm>[0] = {}) => {
  const fake = installFakeApi();
  const user = userEvent.setup();
  renderInRouter(<CompanyForm {...notices} />);
  await user.type(screen.getByLabelText('Name'), 'Acme');
  return { fake, user, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  saved.mockReset();
});

describe('useSchemaForm', () => {
  it("[X-001] shows the first message of each field of the server's 422 under that field, focuses it, hides the loader", async () => {
    const { fake, save } = await setUp();
    fake.answerWith('POST /api/companies', 422, {
      errors: { name: ['The name has already been taken.', 'A second message.'] },
    });
    await save();
    await waitFor(() => {
      expect(errorOf('Name')).toBe('The name has already been taken.');
    });
    expect(screen.queryByText('A second message.')).toBeNull();
    expect(errorOf('City')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(isLoaderVisible()).toBe(false);
    expect(saved).not.toHaveBeenCalled();
  });

  it('[X-001] a dotted field name lands under the nested field', async () => {
    const { fake, save } = await setUp();
    fake.answerWith('POST /api/companies', 422, { errors: { 'address.city': ['Please choose a city.'] } });
    await save();
    await waitFor(() => {
      expect(errorOf('City')).toBe('Please choose a city.');
    });
    expect(errorOf('Name')).toBeNull();
  });

  it('[X-002] a message for a field the form has no input for shows in the form alert, not lost', async () => {
    const { fake, save } = await setUp();
    fake.answerWith('POST /api/companies', 422, {
      errors: { custom_9: ['The serial number is not valid.'], 'address.city': ['Please choose a city.'] },
    });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The serial number is not valid.');
    expect(screen.getByRole('form', { name: 'Company' }).contains(alert)).toBe(true);
    expect(errorOf('City')).toBe('Please choose a city.');
  });

  it('[X-001] [X-002] submitting again clears the previous errors', async () => {
    const { fake, save } = await setUp();
    fake.answerWith('POST /api/companies', 422, {
      errors: { name: ['The name has already been taken.'], custom_9: ['The serial number is not valid.'] },
    });
    await save();
    await screen.findByRole('alert');
    fake.answerWith('POST /api/companies', 200, { id: 4 });
    await save();
    await waitFor(() => {
      expect(saved).toHaveBeenCalledWith({ id: 4 });
    });
    expect(errorOf('Name')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[X-001] the schema checks the shape before sending: its message shows under the field, nothing is sent', async () => {
    const { fake, user, save } = await setUp();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');
    await save();
    expect(errorOf('Name')).toBe('This field is required.');
    expect(fake.calls.filter((call) => call.path === '/api/companies')).toEqual([]);
  });

  it('sends the body the schema parsed (trimmed), not the raw values', async () => {
    const { fake, user, save } = await setUp();
    fake.answerWith('POST /api/companies', 200, { id: 4 });
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.type(screen.getByLabelText('City'), 'Oslo');
    await save();
    await waitFor(() => {
      expect(saved).toHaveBeenCalledWith({ id: 4 });
    });
    expect(fake.calls.find((call) => call.path === '/api/companies')?.body).toEqual({
      name: 'Acme',
      address: { city: 'Oslo' },
    });
  });

  it('[X-001] [C-056] a form that warns says its first field message beside its action, in the form, not in the page’s banner; a success replaces it with its notice', async () => {
    const { fake, save } = await setUp({ warnFirstFieldError: true, successNotice: 'Company saved.' });
    fake.answerWith('POST /api/companies', 422, { errors: { 'address.city': ['Please choose a city.'] } });
    await save();
    const form = screen.getByRole('form', { name: 'Company' });
    const warning = await within(form).findByRole('alert');
    expect(warning.textContent).toBe('Please choose a city.');
    expect(errorOf('City')).toBe('Please choose a city.');
    // Beside the action: after the Save button in the form's order.
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getAlerts()).toEqual([]);

    fake.answerWith('POST /api/companies', 200, { id: 4 });
    await save();
    expect((await within(form).findByRole('status')).textContent).toBe('Company saved.');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(errorOf('City')).toBeNull();
  });
});
