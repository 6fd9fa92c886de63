import { Activity, useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// What packages/react-on-preact adds to Preact's layer for our libraries (ADR 34).
describe("React's API on Preact", () => {
  it('Activity keeps a hidden child mounted, its state kept, and shows it again', async () => {
    const Counter = () => {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
          }}
        >
          Count {count}
        </button>
      );
    };
    const Panel = ({ hidden }: { hidden: boolean }) => (
      <Activity mode={hidden ? 'hidden' : 'visible'}>
        <Counter />
      </Activity>
    );
    const view = render(<Panel hidden={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    view.rerender(<Panel hidden />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Count 1', hidden: true })).toBeTruthy();
    view.rerender(<Panel hidden={false} />);
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
  });

  it("runs a render's effects before a timer set during that render fires (TipTap's editor relies on it)", async () => {
    const order: string[] = [];
    const Probe = () => {
      // TipTap's useEditor sets this 1 ms timer while rendering, and destroys its editor when it fires first.
      setTimeout(() => order.push('timer'), 1);
      useEffect(() => {
        order.push('effect');
      }, []);
      return null;
    };
    // Outside act, as the browser renders: act would flush the effects itself.
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(<Probe />);
    await vi.waitFor(() => {
      expect(order).toContain('timer');
    });
    expect(order).toEqual(['effect', 'timer']);
  });
});
