import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ContractLength } from '@casebridge/contract/enums';
import type { OnboardingStepAnswer } from '@casebridge/contract/onboarding';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { useSaveStep } from '../api/onboarding-api';
import type { CardTokenizer } from './card-tokenizer';

type Props = {
  opened: boolean;
  onClose: () => void;
  vhost: string;
  token: string;
  version: number;
  contractLength: ContractLength;
  amount: string;
  tokenizer: CardTokenizer;
  onPaid: (answer: OnboardingStepAnswer) => Promise<void>;
};

/** Where the payment's problems are said: under the field that caused them. */
type Problems = { name?: string; card?: string };

/**
 * O-017, O-018: the card payment after the agreements. The card fields belong to the provider's script: one
 * "Pay $X" (issue 24 §4) has it turn them into a token, then sends only the token with the name on the card and
 * the contract length, so nothing is charged without a token and nothing claims the card is good before the charge
 * is. A refused card or a decline is said under the card number, in place; the payer can correct it or try another.
 */
export const PaymentModal = ({
  opened,
  onClose,
  vhost,
  token,
  version,
  contractLength,
  amount,
  tokenizer,
  onPaid,
}: Props) => {
  const pay = useSaveStep(vhost, 'payment', { showsOwnErrors: true });
  const [name, setName] = useState('');
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [tokenizing, setTokenizing] = useState(false);

  const edit = (field: keyof typeof card) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setCard({ ...card, [field]: event.currentTarget.value });
    setProblems({ ...problems, card: undefined });
  };

  const submit = async () => {
    if (name.trim() === '') {
      setProblems({ name: 'Enter the name on the card.' });
      return;
    }
    setProblems({});
    setTokenizing(true);
    const result = await tokenizer.tokenize(card).finally(() => {
      setTokenizing(false);
    });
    if ('error' in result) {
      setProblems({ card: result.error });
      return;
    }
    try {
      const answer = await pay.mutateAsync({
        session_token: token,
        version,
        name_on_card: name,
        card_token: result.token,
        contract_length: contractLength,
      });
      await onPaid(answer);
    } catch (error) {
      setProblems({ card: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Pay by credit card"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form
        aria-label="Pay by credit card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Membership: <b>{amount}</b>
          </Text>
          <TextInput
            label="Name on card"
            autoComplete="cc-name"
            required
            value={name}
            error={problems.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblems({ ...problems, name: undefined });
            }}
          />
          <TextInput
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            required
            value={card.number}
            error={problems.card}
            onChange={edit('number')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              required
              value={card.expiry}
              onChange={edit('expiry')}
            />
            <TextInput
              label="Security code"
              autoComplete="cc-csc"
              inputMode="numeric"
              required
              value={card.cvc}
              onChange={edit('cvc')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={tokenizing || pay.isPending}>
              Pay {amount}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
