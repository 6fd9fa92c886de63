import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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

/**
 * O-017, O-018: the card payment after the agreements. The card fields belong to the provider's script, which
 * turns them into a token (Verify card); Pay stays disabled until a token exists and sends only the token with the
 * name on the card and the contract length. A declined card is said here, and the payer can try another.
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
  const [cardToken, setCardToken] = useState<{ token: string; last4: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const edit = (field: keyof typeof card) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setCard({ ...card, [field]: event.currentTarget.value });
    setCardToken(null);
  };

  const verify = async () => {
    setProblem(null);
    const result = await tokenizer.tokenize(card);
    if ('error' in result) setProblem(result.error);
    else setCardToken(result);
  };

  const submit = async () => {
    if (cardToken === null) return;
    setProblem(null);
    if (name.trim() === '') {
      setProblem('Enter the name on the card.');
      return;
    }
    try {
      const answer = await pay.mutateAsync({
        session_token: token,
        version,
        name_on_card: name,
        card_token: cardToken.token,
        contract_length: contractLength,
      });
      await onPaid(answer);
    } catch (error) {
      setCardToken(null);
      setProblem(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
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
      <Stack gap="sm">
        <Text size="sm">
          Membership: <b>{amount}</b>
        </Text>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
          }}
        />
        <TextInput
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          value={card.number}
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
        {cardToken === null ? null : (
          <Text size="sm" c="green.8" role="status">
            Card ending {cardToken.last4} verified.
          </Text>
        )}
        {problem === null ? null : (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void verify()}>
            Verify card
          </Button>
          <Button onClick={() => void submit()} disabled={cardToken === null} loading={pay.isPending}>
            Pay
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
