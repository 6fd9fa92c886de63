import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { UnsupportedBrowser } from './unsupported-browser';

describe('UnsupportedBrowser', () => {
  it('[A-014] says Internet Explorer is not supported and lists the supported browsers', () => {
    render(
      <TestProviders>
        <UnsupportedBrowser />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Internet Explorer Not Supported.' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Google Chrome',
      'Microsoft Edge',
      'Mozilla Firefox',
      'Apple Safari',
    ]);
  });
});
