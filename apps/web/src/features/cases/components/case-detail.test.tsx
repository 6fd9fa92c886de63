import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_FAILED_MESSAGE, UPDATE_FAILED_MESSAGE, type CaseDetailsAnswer } from '@casebridge/contract/cases';
import { AlertBanner } from '@/components/alert-banner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { caseDetail, caseDetailsAnswer, caseResponse } from '@/test/case-fixtures';
import { renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CaseDetailView, type CaseDetailVariant } from './case-detail';
import { updateFailureMessage } from './engineer-details-modal';

const acceptance = caseResponse('approval', {
  case_number: 'GX-42',
  engineer_name: 'Gail Exley',
  engineer_email: 'gail@globex.test',
  engineer_phone: 'US: 5550142',
});
const accepted = caseDetail({ status: 'accepted', case_with_receiver: acceptance, responses: [acceptance] });
const TOKEN = accepted.token;

const show = (answer: CaseDetailsAnswer, variant: CaseDetailVariant = 'caller') =>
  renderWithRouter(
    [
      {
        path: '/my-cases/:token',
        element: (
          <>
            <AlertBanner />
            <CaseDetailView answer={answer} variant={variant} />
            <ConfirmDialog />
          </>
        ),
      },
      { path: '/dashboard', element: <AlertBanner /> },
    ],
    { initialPath: `/my-cases/${TOKEN}` },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('case detail', () => {
  it('[C-041] [C-042] reads outbound for the submitter, inbound for the receiver, with the UTC note and the case data', () => {
    const first = show(caseDetailsAnswer(accepted, { party: 'submitter' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Case Details — Outbound to Globex Storage');
    expect(screen.getByText('All timestamps are in UTC.')).toBeTruthy();
    expect(screen.getByText('Sessions drop after 40 s.')).toBeTruthy();
    expect(screen.getByText('High - P1')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Northwind' })).toBeTruthy();
    first.unmount();
    show(caseDetailsAnswer(accepted, { party: 'receiver' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Case Details — Inbound from Acme Software');
  });

  it('[C-047] [C-048] the escalation instructions render as the server’s HTML; the admin view has the Reports breadcrumb', () => {
    show(caseDetailsAnswer(accepted), 'admin');
    expect(screen.getByRole('heading', { name: 'Escalation instructions' })).toBeTruthy();
    expect(screen.getByText('us').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
    expect(screen.getByText('#ACM-40000 — Array firmware 9.2 drops iSCSI sessions under load')).toBeTruthy();
  });

  it('[issue 24] the case page leads back to the list it was opened from, with its filters; else to My Cases', async () => {
    const { router } = show(caseDetailsAnswer(accepted, { party: 'submitter' }));
    expect(screen.getByRole('link', { name: 'My Cases' }).getAttribute('href')).toBe('/my-cases');
    await act(() =>
      router.navigate(`/my-cases/${TOKEN}`, {
        state: { cameFrom: { to: '/dashboard?view=company-inbound-action&status=open', label: 'Dashboard' } },
      }),
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard?view=company-inbound-action&status=open',
    );
    // A state that names another origin is not followed.
    await act(() => router.navigate(`/my-cases/${TOKEN}`, { state: { cameFrom: { to: '//evil.test/', label: 'X' } } }));
    expect(screen.queryByRole('link', { name: 'X' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Cases' })).toBeTruthy();
  });

  it('[issue 24] the header carries the network case number, and the escalation instructions say to quote it', () => {
    show(caseDetailsAnswer(accepted));
    expect(screen.getByTestId('network-case-number').textContent).toBe('CB-2026-000140');
    expect(screen.getByRole('region', { name: 'Escalation instructions' }).textContent).toContain(
      'When you escalate, quote case number CB-2026-000140.',
    );
  });

  it('[C-049] controls show only for accepted or information cases, each to its side', () => {
    const submitter = show(caseDetailsAnswer(accepted, { party: 'submitter', actions: ['close'] }));
    expect(screen.getByRole('button', { name: 'Update Submission Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Engineer Details' })).toBeNull();
    submitter.unmount();
    const receiver = show(caseDetailsAnswer(accepted, { party: 'receiver' }));
    expect(screen.getByRole('button', { name: 'Update Engineer Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Submission Details' })).toBeNull();
    receiver.unmount();
    show(caseDetailsAnswer({ ...accepted, status: 'rejected' }, { party: 'submitter' }));
    expect(screen.queryByTestId('case-controls')).toBeNull();
  });

  it('[C-053] Close asks first: cancelling sends nothing; confirming closes and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`POST /api/caller/case/${TOKEN}/close`]: {
        status: 200,
        body: { success: true, message: 'The case has been closed.' },
      },
    });
    const { router } = show(caseDetailsAnswer(accepted, { party: 'submitter', actions: ['close'] }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close case' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(api.calls).toEqual([{ method: 'POST', path: `/api/caller/case/${TOKEN}/close`, body: { token: TOKEN } }]);
    expect(await screen.findByText('The case has been closed.')).toBeTruthy();
  });

  it('[C-053] a failed close says so and stays on the case', async () => {
    const user = userEvent.setup();
    stubApi({ [`POST /api/caller/case/${TOKEN}/close`]: { status: 409, body: { error: 'This case is closed.' } } });
    const { router } = show(caseDetailsAnswer(accepted, { party: 'submitter', actions: ['close'] }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close case' }));
    expect(await screen.findByText(CLOSE_FAILED_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/my-cases/${TOKEN}`);
  });

  it('[C-050] the receiver updates its engineer details from what the acceptance says', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`POST /api/caller/case/${TOKEN}/update-response`]: {
        status: 200,
        body: { success: true, message: 'The engineer details have been updated.' },
      },
    });
    show(caseDetailsAnswer(accepted, { party: 'receiver' }));
    await user.click(screen.getByRole('button', { name: 'Update Engineer Details' }));
    const name = await screen.findByLabelText(/Engineer name/);
    expect(name).toHaveProperty('value', 'Gail Exley');
    expect(screen.getByLabelText(/Engineer phone/)).toHaveProperty('value', '5550142');
    await user.clear(name);
    await user.type(name, 'Nia Newman');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The engineer details have been updated.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      case_number: 'GX-42',
      engineer_name: 'Nia Newman',
      engineer_email: 'gail@globex.test',
      engineer_phone: '5550142',
      phone_country_code: 'US',
    });
  });

  it('[C-051] [C-052] the submitter’s update posts update-submission; a refusal shows the server’s text in the form', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`POST /api/caller/case/${TOKEN}/update-submission`]: { status: 409, body: { error: 'Not while closed.' } },
    });
    show(caseDetailsAnswer(accepted, { party: 'submitter' }));
    await user.click(screen.getByRole('button', { name: 'Update Submission Details' }));
    expect(await screen.findByLabelText(/Internal case number/)).toHaveProperty('value', 'ACM-40000');
    expect(screen.getByLabelText(/Engineer name/)).toHaveProperty('value', 'Tom Becker');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not while closed.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/caller/case/${TOKEN}/update-submission`,
    ]);
  });

  it('[C-014] [C-042] the engineer phone reads with its country once, stored "country: number" or beside its country', async () => {
    const user = userEvent.setup();
    const submitted = {
      ...accepted,
      engineer: { ...accepted.engineer, phone: 'DE: 30 5550100', phone_country_code: 'DE' },
    };
    stubApi({
      'GET /api/caller/countries': {
        status: 200,
        body: { countries: [{ id: 1, name: 'Germany', country_code: 'DE' }] },
      },
    });
    const first = show(caseDetailsAnswer(submitted, { party: 'submitter' }));
    expect(screen.getByText('DE: 30 5550100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Submission Details' }));
    expect(await screen.findByLabelText(/Engineer phone/)).toHaveProperty('value', '30 5550100');
    // Issue 24 §3: the phone's country is the same select as on every other form.
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', 'DE');
    });
    first.unmount();
    const corrected = { ...accepted, engineer: { ...accepted.engineer, phone: '5550100', phone_country_code: 'GB' } };
    show(caseDetailsAnswer(corrected, { party: 'submitter' }));
    expect(screen.getByText('GB: 5550100')).toBeTruthy();
  });

  it('[C-052] a failed update: the server’s text, its field errors joined with commas, or the generic message', () => {
    expect(updateFailureMessage(new ApiError(409, 'Not while closed.'))).toBe('Not while closed.');
    expect(
      updateFailureMessage(
        new ApiError(422, 'x', {
          fieldErrors: { engineer_email: ['Please enter a valid email address.'], case_number: ['Required.'] },
        }),
      ),
    ).toBe('Please enter a valid email address., Required.');
    expect(updateFailureMessage(new ApiError(500, 'Something went wrong. Please try again.'))).toBe(
      UPDATE_FAILED_MESSAGE,
    );
    expect(updateFailureMessage(new ApiError(0, 'offline'))).toBe(UPDATE_FAILED_MESSAGE);
    expect(updateFailureMessage(new Error('boom'))).toBe(UPDATE_FAILED_MESSAGE);
  });
});
