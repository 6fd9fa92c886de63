import type { PublicConfig } from '@casebridge/contract/config';
import type { CardTokenizer } from './card-tokenizer';
import { createTestCardProvider } from './test-card-provider';

/** The browser's card provider for the deployment's PAYMENT_PROVIDER (ADR 24); null: no card payments. */
export const cardTokenizerFor = (provider: PublicConfig['payment_provider']): CardTokenizer | null => {
  switch (provider) {
    case 'test':
      return createTestCardProvider();
    case 'none':
      return null;
  }
};
