import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESPOND_DECISION_MESSAGE } from '@casebridge/contract/cases';
import { caseDetail, caseResponse, partyCase } from '@/test/case-fixtures';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CaseRespondPage } from './case-respond-page';

const LINK = 'receiver-link-0123456789abcdef';
const URL = `/api/caller/case/${LINK}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Respond to Case', () => {
  it('[C-059] [C-060] [C-062] [C-064] an open case: accept with the default next steps, then the confirmation without the form', async () => {
    const user = userEvent.setup();
    const open = caseDetail();
    const accepted = caseResponse('approval', {
      engineer_name: 'Gail Exley',
      next_steps: 'Our assigned engineer will contact you.',
    });
    const api = stubApi({
      [`GET ${URL}`]: { status: 200, body: partyCase(open) },
      [`POST ${URL}/respond`]: {
        status: 200,
        body: partyCase(
          { ...open, status: 'accepted', responses: [accepted] },
          { can_respond: false, actions: [], message: 'This case has been accepted.' },
        ),
      },
    });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Respond to Case' })).toBeTruthy();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['approval', 'information-request']);
    await user.click(screen.getByRole('radio', { name: 'Accept' }));
    expect(screen.getByLabelText('Next steps')).toHaveProperty('value', 'Our assigned engineer will contact you.');
    // The emailed link read with no session proposes no engineer.
    expect(screen.getByLabelText('Engineer name')).toHaveProperty('value', '');

    await user.type(screen.getByLabelText('Engineer name'), 'Gail Exley');
    await user.type(screen.getByLabelText('Engineer phone'), '5550142');
    await user.click(screen.getByRole('button', { name: 'Send response' }));

    expect(await screen.findByText('Your response has been sent.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Response' })).toBeNull();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      status: 'approval',
      case_number: null,
      engineer_name: 'Gail Exley',
      engineer_email: null,
      engineer_phone: 'US: 5550142',
      reviewer_name: null,
      reviewer_email: null,
      next_steps: 'Our assigned engineer will contact you.',
    });
  });

  it('[issue 24] the emailed link’s page shows the case’s activity stream, read again after the response is sent', async () => {
    const user = userEvent.setup();
    const open = caseDetail();
    const submitted = {
      id: 'event-1',
      kind: 'submitted',
      at: '2026-11-20T14:05:00.000Z',
      by: { party: 'submitter', company: 'Acme Software', person: 'Casey Caller' },
      status: { from: null, to: 'open' },
      response: null,
      note: null,
      file: null,
      engineer_name: null,
    };
    const viewer = { shows_notes: true, can_add_note: false, can_download_files: false };
    const api = stubApi({
      [`GET ${URL}`]: { status: 200, body: partyCase(open) },
      [`GET ${URL}/link-activity`]: { status: 200, body: { activity: [submitted], viewer } },
      [`POST ${URL}/respond`]: {
        status: 200,
        body: partyCase(
          { ...open, status: 'information' },
          { can_respond: false, actions: [], message: 'Waiting for the information.' },
        ),
      },
    });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    const stream = await screen.findByRole('list', { name: 'Case activity' });
    expect(within(stream).getByRole('article', { name: 'Case submitted, Casey Caller, Acme Software' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add Note' })).toBeNull();
    const reads = () => api.calls.filter((call) => call.path === `${URL}/link-activity`).length;
    expect(reads()).toBe(1);
    await user.click(screen.getByRole('radio', { name: 'Request information' }));
    await user.type(screen.getByLabelText(/Information needed/), 'Which firmware?');
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Your response has been sent.')).toBeTruthy();
    await waitFor(() => {
      expect(reads()).toBe(2);
    });
  });

  it('[C-060] no decision is chosen for the receiver: sending without one is refused at the decision, and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [`GET ${URL}`]: { status: 200, body: partyCase(caseDetail()) } });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    const radios = await screen.findAllByRole('radio');
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    // The decision's fields come with the decision.
    expect(screen.queryByLabelText('Next steps')).toBeNull();
    expect(screen.queryByLabelText('Engineer name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    // At the decision: the message the radio group is described by.
    const decision = screen.getByRole('radiogroup', { name: /Your decision/ });
    const message = await screen.findByText(RESPOND_DECISION_MESSAGE);
    expect(decision.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => {
      expect(document.activeElement).toBe(radios[0]);
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('[C-062] signed in, accepting proposes the signed-in user as the engineer, the phone’s country in the shared select', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [`GET ${URL}`]: { status: 200, body: partyCase(caseDetail()) },
      'GET /api/caller/countries': {
        status: 200,
        body: {
          countries: [
            { id: 1, name: 'Germany', country_code: 'DE' },
            { id: 2, name: 'United States', country_code: 'US' },
          ],
        },
      },
      [`POST ${URL}/respond`]: {
        status: 200,
        body: partyCase(caseDetail({ status: 'accepted' }), { can_respond: false, actions: [] }),
      },
    });
    renderInRouter(
      <CaseRespondPage
        link={LINK}
        engineer={{
          first_name: 'Gail',
          last_name: 'Exley',
          email: 'gail.exley@globex.test',
          phone: '3055550142',
          phone_country_code: 'DE',
        }}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Accept' }));
    expect(screen.getByLabelText('Engineer name')).toHaveProperty('value', 'Gail Exley');
    expect(screen.getByLabelText('Engineer email')).toHaveProperty('value', 'gail.exley@globex.test');
    expect(screen.getByLabelText('Engineer phone')).toHaveProperty('value', '3055550142');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', 'DE');
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    await screen.findByText('Your response has been sent.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      status: 'approval',
      engineer_name: 'Gail Exley',
      engineer_email: 'gail.exley@globex.test',
      engineer_phone: 'DE: 3055550142',
    });
  });

  it('[C-060] [C-063] a reply received: accept or reject; a rejection without a reason shows the field error and sends nothing', async () => {
    const user = userEvent.setup();
    const c = caseDetail({
      status: 'information',
      responses: [caseResponse('information-request'), caseResponse('information-response')],
    });
    const api = stubApi({ [`GET ${URL}`]: { status: 200, body: partyCase(c, { actions: ['accept', 'reject'] }) } });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    await user.click(await screen.findByRole('radio', { name: 'Reject' }));
    expect(screen.queryByRole('radio', { name: 'Request information' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('[C-063] the server’s field error shows under its field', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${URL}`]: { status: 200, body: partyCase(caseDetail()) },
      [`POST ${URL}/respond`]: {
        status: 422,
        body: { errors: { engineer_email: ['Please enter a valid email address.'] } },
      },
    });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    await user.click(await screen.findByRole('radio', { name: 'Accept' }));
    await user.type(screen.getByLabelText('Engineer email'), 'gail@globex.test');
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.queryByText('Your response has been sent.')).toBeNull();
  });

  it('[C-059] a case that takes no response shows the server’s reason instead of the form', async () => {
    stubApi({
      [`GET ${URL}`]: {
        status: 200,
        body: partyCase(caseDetail({ status: 'accepted' }), {
          can_respond: false,
          actions: [],
          message: 'This case has been accepted. No further response is needed.',
        }),
      },
    });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    expect(await screen.findByText('This case has been accepted. No further response is needed.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Response' })).toBeNull();
  });

  it('[C-059] a load error shows the server’s text as a warning', async () => {
    stubApi({ [`GET ${URL}`]: { status: 404, body: { error: 'This case link is not valid.' } } });
    renderInRouter(<CaseRespondPage link={LINK} engineer={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This case link is not valid.');
    await waitFor(() => {
      expect(alert.getAttribute('data-alert-level')).toBe('warning');
    });
  });
});
