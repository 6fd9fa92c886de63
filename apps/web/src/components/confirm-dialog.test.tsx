import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmAction, useConfirmRequest } from '@/lib/confirm';
import { renderInRouter } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';
import { Deferred } from './deferred';

const guardedDelete = async (send: () => void): Promise<void> => {
  if (await confirmAction({ title: 'Delete user', message: 'Are you sure?', confirmLabel: 'Delete', danger: true })) {
    send();
  }
};

/** Renders the dialog and starts a guarded delete: the dialog is open, the action waits for the answer. */
const openGuardedDelete = () => {
  const user = userEvent.setup();
  renderInRouter(<ConfirmDialog />);
  const send = vi.fn();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = guardedDelete(send);
  });
  return { user, send, done };
};

describe('ConfirmDialog', () => {
  it('[A-009] the guarded action runs only after the user confirms', async () => {
    const { user, send, done } = openGuardedDelete();
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await done;
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('[A-009] cancelling sends nothing', async () => {
    const { user, send, done } = openGuardedDelete();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await done;
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByText('Are you sure?')).toBeNull();
  });

  it('[A-009] a destructive action opens with Cancel focused, so Enter cancels', async () => {
    const { user, send, done } = openGuardedDelete();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => {
      expect(document.activeElement).toBe(cancel);
    });
    await user.keyboard('{Enter}');
    await done;
    expect(send).not.toHaveBeenCalled();
  });

  it('[A-009] a non-destructive action opens with Confirm focused', async () => {
    renderInRouter(<ConfirmDialog />);
    let confirmed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      confirmed = confirmAction({ title: 'Send invitation', message: 'Send it now?', confirmLabel: 'Send' });
    });
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => {
      expect(document.activeElement).toBe(send);
    });
    await userEvent.setup().keyboard('{Enter}');
    expect(await confirmed).toBe(true);
  });

  it('[issue 24] closed, it gives the focus back to the button that asked, also when the question mounted it already open', async () => {
    // As the root layout mounts it: only once a first question is asked (Deferred), already open.
    const Page = () => {
      const asking = useConfirmRequest() !== null;
      return (
        <>
          <button
            type="button"
            onClick={() => void confirmAction({ title: 'Close case', message: 'Sure?', confirmLabel: 'Close case' })}
          >
            Close
          </button>
          <Deferred when={asking}>
            <ConfirmDialog />
          </Deferred>
        </>
      );
    };
    const user = userEvent.setup();
    renderInRouter(<Page />);
    const opener = screen.getByRole('button', { name: 'Close' });
    for (const leave of ['Cancel', '{Escape}']) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Close case' });
      await waitFor(() => {
        expect(dialog.contains(document.activeElement)).toBe(true);
      });
      if (leave === 'Cancel') await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      else await user.keyboard(leave);
      await waitFor(() => {
        expect(document.activeElement).toBe(opener);
      });
    }
  });
});
