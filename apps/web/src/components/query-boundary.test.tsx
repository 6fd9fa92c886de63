import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { QueryBoundary } from './query-boundary';

const Greeting = ({ load }: { load: () => Promise<string> }) => (
  <QueryBoundary query={useQuery({ queryKey: ['greeting'], queryFn: load })}>{(text) => <p>{text}</p>}</QueryBoundary>
);

describe('QueryBoundary', () => {
  it('shows skeleton rows while loading, then the data', async () => {
    let resolve: (value: string) => void = () => undefined;
    const pending = new Promise<string>((r) => {
      resolve = r;
    });
    render(
      <TestProviders>
        <Greeting load={() => pending} />
      </TestProviders>,
    );
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    resolve('Hello, Acme');
    expect(await screen.findByText('Hello, Acme')).toBeTruthy();
  });

  it('shows what went wrong with a Retry that loads again', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('The server could not be reached.'))
        : Promise.resolve('Back again');
    };
    render(
      <TestProviders>
        <Greeting load={load} />
      </TestProviders>,
    );
    expect(await screen.findByText('The server could not be reached.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
