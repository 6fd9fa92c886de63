import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AGREEMENTS_REQUIRED_MESSAGE,
  DEFAULT_PAYMENT_TYPE,
  LIMITED_SAVINGS_MESSAGE,
  agreementsBody,
  type OnboardingState,
} from '@casebridge/contract/onboarding';
import type { AgreementDocument } from '@casebridge/contract/enums';
import { useAppConfig } from '@/lib/app-config';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { agreementDocumentUrl, useSaveStep } from '../api/onboarding-api';
import { cardTokenizerFor } from '../payment/card-provider';
import { PaymentModal } from '../payment/payment-modal';
import { formatMoney } from '@casebridge/contract/money';
import { useWizard } from './use-wizard';

type DocumentLabel = { label: string; download: AgreementDocument | null };

const AgreementBox = ({ label, download, vhost, ...input }: DocumentLabel & { vhost: string } & object) => (
  <Checkbox
    {...input}
    label={
      <>
        I have read and accept the {label}
        {download === null ? null : (
          <>
            {' '}
            (
            <Anchor href={agreementDocumentUrl(vhost, download)} download aria-label={`Download the ${label}`}>
              download
            </Anchor>
            )
          </>
        )}
        .
      </>
    }
  />
);

/**
 * O-011..O-021, O-024: the agreements (onboarding.agreements, and onboarding.basic-premium for an existing paid
 * member). The code of conduct, the database license and, where it applies, the addendum must all be ticked
 * ('You must review and accept all agreements before continuing.'); the names only when the user has none; a new
 * member of a paid program chooses the contract length and the payment type. A limited member registers here (the
 * state's registers_at_agreements, O-015) and is told what its level saves.
 */
export const AgreementsStep = ({ state }: { state: OnboardingState }) => {
  const wizard = useWizard(state);
  const save = useSaveStep(wizard.vhost, 'agreements');
  const registerLimited = useSaveStep(wizard.vhost, 'register/limited');
  const { group, company, session } = state;
  const { user, agreements, payment } = session.data;
  const asksNames = user?.first_name === undefined || user.last_name === undefined;
  const isNew = company === null;
  const paysHere = isNew && !group.is_free;
  const registersHere = company?.registers_at_agreements === true;
  const tokenizer = cardTokenizerFor(useAppConfig().payment_provider);
  const [paying, setPaying] = useState(false);

  const schema = useMemo(
    () =>
      agreementsBody.refine(
        (body) => body.code_of_conduct && body.database_license && (body.addendum || !group.addendum_applies),
        { path: ['agreements'], message: AGREEMENTS_REQUIRED_MESSAGE },
      ),
    [group.addendum_applies],
  );
  const { form, formProps } = useSchemaForm({
    schema,
    initialValues: {
      session_token: wizard.token,
      version: wizard.version,
      code_of_conduct: agreements?.code_of_conduct ?? false,
      database_license: agreements?.database_license ?? false,
      addendum: agreements?.addendum ?? false,
      first_name: asksNames ? '' : undefined,
      last_name: asksNames ? '' : undefined,
      // Issue 24 §4: no plan is chosen for the applicant.
      contract_length: paysHere ? payment?.contract_length : undefined,
      payment_type: paysHere
        ? (payment?.payment_type ?? (tokenizer === null ? 'invoice' : DEFAULT_PAYMENT_TYPE))
        : undefined,
    },
    withLoader: true,
    onSubmit: async (body) => {
      const answer = await save.mutateAsync({ ...body, version: wizard.version });
      if (registersHere) {
        wizard.keep(answer);
        await wizard.advance(
          await registerLimited.mutateAsync({
            session_token: wizard.token,
            version: answer.session.version,
            company_id: company.id,
          }),
        );
        return;
      }
      const saved = answer.session.data.payment;
      if (paysHere && saved?.payment_type === 'credit_card' && !saved.paid) {
        // O-017: the card is paid in the modal before the wizard moves on.
        wizard.keep(answer);
        setPaying(true);
        return;
      }
      await wizard.advance(answer);
    },
  });

  return (
    <>
      <SchemaForm {...formProps} aria-label="Agreements">
        <Stack gap="md">
          <Title order={2} size="h4">
            Agreements
          </Title>
          {company === null ? null : (
            <Text size="sm">
              {company.name} joins as a <b>{company.membership_type}</b> member.
            </Text>
          )}
          {company?.membership_type === 'limited' ? (
            <Alert color="blue" variant="light">
              {LIMITED_SAVINGS_MESSAGE}
            </Alert>
          ) : null}
          {asksNames ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
              <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
            </SimpleGrid>
          ) : null}
          <Stack gap="xs">
            <AgreementBox
              label="code of conduct"
              download={group.has_code_of_conduct_file ? 'code_of_conduct' : null}
              vhost={group.vhost}
              {...form.getInputProps('code_of_conduct', { type: 'checkbox' })}
            />
            <AgreementBox
              label="database license"
              download={group.has_current_license_file ? 'current_license' : null}
              vhost={group.vhost}
              {...form.getInputProps('database_license', { type: 'checkbox' })}
            />
            {group.addendum_applies ? (
              <AgreementBox
                label={group.addendum_name ?? 'program addendum'}
                download={group.has_addendum_file ? 'addendum' : null}
                vhost={group.vhost}
                {...form.getInputProps('addendum', { type: 'checkbox' })}
              />
            ) : null}
          </Stack>
          {paysHere ? (
            <>
              <Radio.Group label="Contract length" required {...form.getInputProps('contract_length')}>
                <Stack gap={6} mt={6}>
                  <Radio
                    value="three_years"
                    label={`Three years: ${formatMoney(group.price_three_years)} (10% discount)`}
                  />
                  <Radio value="one_year" label={`One year: ${formatMoney(group.price)}`} />
                </Stack>
              </Radio.Group>
              <Radio.Group label="Payment type" {...form.getInputProps('payment_type')}>
                <Stack gap={6} mt={6}>
                  {tokenizer === null ? null : <Radio value="credit_card" label="Credit card" />}
                  <Radio value="invoice" label="Invoice (your membership is activated when the payment is received)" />
                </Stack>
              </Radio.Group>
            </>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending || registerLimited.isPending}>
              {registersHere ? 'Register' : 'Continue'}
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
      {tokenizer === null || !paysHere || payment?.contract_length === undefined ? null : (
        <PaymentModal
          opened={paying}
          onClose={() => {
            setPaying(false);
          }}
          vhost={wizard.vhost}
          token={wizard.token}
          version={wizard.version}
          contractLength={payment.contract_length}
          // Issue 21: the server's figure for the choice as saved (what is still due after earlier charges).
          amount={formatMoney(payment.amount_due_cents)}
          tokenizer={tokenizer}
          onPaid={async (answer) => {
            setPaying(false);
            await wizard.advance(answer);
          }}
        />
      )}
    </>
  );
};
