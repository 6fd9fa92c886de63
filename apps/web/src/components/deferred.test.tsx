import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred';

const lazyDialog = () => {
  const load = vi.fn(() => Promise.resolve({ default: () => <p>the dialog</p> }));
  return { load, Dialog: lazy(load) };
};

describe('Deferred', () => {
  it("loads a lazy child's code only once it is wanted, then keeps it mounted", async () => {
    const { load, Dialog } = lazyDialog();
    const view = (when: boolean) => (
      <Deferred when={when}>
        <Dialog />
      </Deferred>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('the dialog')).toBeNull();

    rerender(view(true));
    expect(await screen.findByText('the dialog')).toBeTruthy();

    rerender(view(false));
    expect(screen.getByText('the dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
