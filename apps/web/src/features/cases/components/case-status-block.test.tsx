import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetail, CaseDetailsAnswer } from '@casebridge/contract/cases';
import { caseDetail, caseResponse } from '@/test/case-fixtures';
import { renderInRouter } from '@/test/render';
import { CaseStatusBlock } from './case-status-block';

type Viewer = CaseDetailsAnswer['viewer'];
const viewer = (fields: Partial<Viewer> = {}): Viewer => ({
  party: 'submitter',
  waiting_on: null,
  actions: [],
  respond_path: null,
  information_path: null,
  allow_notes: true,
  can_add_note: false,
  can_upload: false,
  can_update_submission: false,
  can_update_response: false,
  ...fields,
});
const show = (c: CaseDetail, v: Viewer, variant: 'caller' | 'admin' = 'caller') =>
  renderInRouter(<CaseStatusBlock c={c} viewer={v} variant={variant} />);

const acceptance = caseResponse('approval', {
  case_number: 'GX-42',
  engineer_name: 'Gail Exley',
  next_steps: 'Our assigned engineer will contact you.',
});
const request = caseResponse('information-request', { note: 'Which firmware?' });
const reply = caseResponse('information-response', { additional_information: 'Firmware 9.2.1.' });

describe('the block by status', () => {
  it('[C-043] is labelled by the case status', () => {
    const labels = {
      accepted: 'Collaboration accepted',
      open: 'Awaiting response',
      information: 'Information requested',
      rejected: 'Collaboration rejected',
      closed: 'Collaboration closed',
    } as const;
    for (const [status, label] of Object.entries(labels)) {
      const { unmount } = show(caseDetail({ status: status as CaseDetail['status'] }), viewer());
      expect(screen.getByRole('heading', { name: label })).toBeTruthy();
      unmount();
    }
  });

  it('[C-044] the caller page shows the response for accepted cases, the admin view also for closed ones', () => {
    const accepted = caseDetail({ status: 'accepted', case_with_receiver: acceptance, responses: [acceptance] });
    const first = show(accepted, viewer());
    expect(screen.getByText('Gail Exley')).toBeTruthy();
    first.unmount();
    const closed = { ...accepted, status: 'closed' as const };
    const caller = show(closed, viewer());
    expect(screen.queryByText('Gail Exley')).toBeNull();
    caller.unmount();
    show(closed, viewer(), 'admin');
    expect(screen.getByText('Gail Exley')).toBeTruthy();
  });

  it('[C-044] the rejection block shows the reason as text', () => {
    const rejection = caseResponse('rejection', { note: '<b>Out of scope</b>' });
    show(caseDetail({ status: 'rejected', responses: [request, reply, rejection] }), viewer());
    expect(screen.getByText('<b>Out of scope</b>')).toBeTruthy();
  });

  it('[C-045] information requested, no reply: the receiver waits for the sender, the submitter gets Respond', () => {
    const c = caseDetail({ status: 'information', responses: [request] });
    const asReceiver = show(c, viewer({ party: 'receiver' }));
    expect(screen.getByTestId('waiting-for').textContent).toBe('Waiting for Sender Response');
    expect(screen.queryByRole('link')).toBeNull();
    asReceiver.unmount();

    show(c, viewer({ party: 'submitter', information_path: '/case/sub-link/information' }));
    expect(screen.getByTestId('waiting-for').textContent).toBe('Waiting for Member Response');
    expect(screen.getByRole('link', { name: 'Respond' }).getAttribute('href')).toBe('/case/sub-link/information');
    expect(screen.getByText('Which firmware?')).toBeTruthy();
  });

  it('[C-046] once the reply exists the receiver sees Waiting for Member Response and Respond to Case', () => {
    const c = caseDetail({ status: 'information', responses: [request, reply] });
    show(c, viewer({ party: 'receiver', respond_path: '/case/rcv-link/respond' }));
    expect(screen.getByTestId('waiting-for').textContent).toBe('Waiting for Member Response');
    expect(screen.getByRole('link', { name: 'Respond to Case' }).getAttribute('href')).toBe('/case/rcv-link/respond');
    expect(screen.getByText('Firmware 9.2.1.')).toBeTruthy();
  });
});

describe('whom the case waits on', () => {
  it('[issue 24] names the partner under the status label, or "you" when the viewer’s company acts next', () => {
    const waiting = { party: 'receiver', company: 'Globex Storage' } as const;
    const open = caseDetail({ status: 'open' });
    const { unmount } = show(open, viewer({ party: 'submitter', waiting_on: waiting }));
    expect(screen.getByTestId('waiting-on').textContent).toBe('Waiting on Globex Storage');
    unmount();
    show(open, viewer({ party: 'receiver', waiting_on: waiting }));
    expect(screen.getByTestId('waiting-on').textContent).toBe('Waiting on you');
  });

  it('[issue 24] says nothing when the case waits on nobody', () => {
    show(caseDetail({ status: 'accepted' }), viewer({ waiting_on: null }));
    expect(screen.queryByTestId('waiting-on')).toBeNull();
  });
});
