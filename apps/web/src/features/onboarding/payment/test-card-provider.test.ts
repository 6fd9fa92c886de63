import { describe, expect, it } from 'vitest';
import {
  INVALID_CVC_MESSAGE,
  INVALID_EXPIRY_MESSAGE,
  NOT_A_TEST_CARD_MESSAGE,
  createTestCardProvider,
} from './test-card-provider';

const provider = createTestCardProvider(() => new Date('2026-11-25T12:00:00Z'));

describe('the built-in test card provider', () => {
  it('[O-017] tokenises the documented test cards; the token says nothing of the number', async () => {
    const accepted = await provider.tokenize({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
    expect(accepted).toMatchObject({ last4: '4242' });
    expect('token' in accepted && accepted.token).toMatch(/^tok_test_ok_[0-9a-f]{24}$/);
    const declined = await provider.tokenize({ number: '4000-0000-0000-0002', expiry: '11/26', cvc: '1234' });
    expect('token' in declined && declined.token).toMatch(/^tok_test_declined_/);
  });

  it('[O-017] refuses any other card, a past expiry and a bad security code', async () => {
    expect(await provider.tokenize({ number: '5555555555554444', expiry: '12/29', cvc: '123' })).toEqual({
      error: NOT_A_TEST_CARD_MESSAGE,
    });
    expect(await provider.tokenize({ number: '4242424242424242', expiry: '10/26', cvc: '123' })).toEqual({
      error: INVALID_EXPIRY_MESSAGE,
    });
    expect(await provider.tokenize({ number: '4242424242424242', expiry: '12/29', cvc: '12' })).toEqual({
      error: INVALID_CVC_MESSAGE,
    });
  });
});
