import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFORMATION_ALREADY_SENT_MESSAGE } from '@casebridge/contract/case-status';
import { caseDetail, caseResponse, partyCase } from '@/test/case-fixtures';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { InformationPage } from './information-page';

const LINK = 'submitter-link-0123456789abcdef';
const URL = `/api/caller/case/${LINK}`;
const request = caseResponse('information-request', { note: '<img src=x onerror=alert(1)> Which firmware?' });
const asked = caseDetail({ status: 'information', responses: [request] });
const submitterPage = partyCase(asked, { party: 'submitter', actions: ['reply_information'], response: request });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Provide information', () => {
  it('[C-067] shows what was asked, as text, and sends the reply with status information-reply', async () => {
    const user = userEvent.setup();
    const reply = caseResponse('information-response', { additional_information: 'Firmware 9.2.1' });
    const api = stubApi({
      [`GET ${URL}`]: { status: 200, body: submitterPage },
      [`POST ${URL}/respond`]: {
        status: 200,
        body: partyCase(
          { ...asked, responses: [request, reply] },
          { party: 'submitter', can_respond: false, actions: [], message: INFORMATION_ALREADY_SENT_MESSAGE },
        ),
      },
    });
    renderInRouter(<InformationPage link={LINK} />);
    expect(await screen.findByText('<img src=x onerror=alert(1)> Which firmware?')).toBeTruthy();
    await user.type(screen.getByLabelText(/Additional information/), 'Firmware 9.2.1');
    await user.click(screen.getByRole('button', { name: 'Send information' }));
    expect(await screen.findByText('Your response has been sent.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'information-reply',
      additional_information: 'Firmware 9.2.1',
    });
    expect(screen.queryByRole('button', { name: 'Send information' })).toBeNull();
    expect(screen.getByLabelText(/Additional information/).hasAttribute('readonly')).toBe(true);
  });

  it('[C-067] an additional_information field error appears under the field', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${URL}`]: { status: 200, body: submitterPage },
      [`POST ${URL}/respond`]: {
        status: 422,
        body: { errors: { additional_information: ['At most 10000 characters.'] } },
      },
    });
    renderInRouter(<InformationPage link={LINK} />);
    await user.type(await screen.findByLabelText(/Additional information/), 'x');
    await user.click(screen.getByRole('button', { name: 'Send information' }));
    expect(await screen.findByText('At most 10000 characters.')).toBeTruthy();
  });

  it('[C-068] with an answer already sent, the page is read-only and shows it', async () => {
    const reply = caseResponse('information-response', { additional_information: 'Sent before.' });
    stubApi({
      [`GET ${URL}`]: {
        status: 200,
        body: partyCase(
          { ...asked, responses: [request, reply] },
          { party: 'submitter', can_respond: false, actions: [], message: INFORMATION_ALREADY_SENT_MESSAGE },
        ),
      },
    });
    renderInRouter(<InformationPage link={LINK} />);
    const answer = await screen.findByLabelText(/Additional information/);
    expect(answer).toHaveProperty('value', 'Sent before.');
    expect(answer.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(INFORMATION_ALREADY_SENT_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send information' })).toBeNull();
  });

  it('[C-069] a load error stays in the page and the form is disabled', async () => {
    stubApi({ [`GET ${URL}`]: { status: 404, body: { error: 'This case link is not valid.' } } });
    renderInRouter(<InformationPage link={LINK} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This case link is not valid.');
    expect(screen.getByLabelText(/Additional information/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send information' })).toHaveProperty('disabled', true);
  });
});
