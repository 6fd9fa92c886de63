import { useNavigate } from 'react-router';
import { Badge, Button, Group, List, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { z } from 'zod';
import type { Country } from '@casebridge/contract/landing';
import {
  onboardingReviewBody,
  reviewFieldName,
  type OnboardingReviewAnswer,
  type OnboardingReviewBody,
} from '@casebridge/contract/onboarding-review';
import { Panel } from '@/components/panel';
import { PhoneWithCountryCode } from '@/components/phone-with-country-code';
import { QueryBoundary } from '@/components/query-boundary';
import { humanize } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { flashAlert } from '@/lib/alerts';
import { confirmAction } from '@/lib/confirm';
import { formatAdminDate } from '@/lib/date-format';
import { contractLengthWords, formatMoney } from '@casebridge/contract/money';
import { withLoader } from '@/lib/loader';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { isApiError } from '@/lib/api-client';
import { useCountries } from '@/lib/countries';
import { useOnboardingReview } from '../api/get-onboarding-review';
import { useDecideOnboarding } from '../api/decide-onboarding';

type Session = OnboardingReviewAnswer['session'];

const companyKeys = ['name', 'address', 'city', 'state', 'zipcode', 'url', 'country_id'] as const;
const userKeys = ['first_name', 'last_name', 'email', 'phone', 'phone_country_code'] as const;
const documentKeys = [
  'support_hours',
  'product_supported',
  'support_email',
  'support_phone',
  'support_country_code',
  'manager_first_name',
  'manager_last_name',
  'manager_email',
  'escalation_instructions',
  'login_page_text',
] as const;

/** DECISIONS 8: the review's inputs are named company_name, user_email, document_support_hours... */
const prefixed = <P extends string, K extends string>(prefix: P, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [`${prefix}_${key}`, z.string()])) as Record<`${P}_${K}`, z.ZodString>;

/** A country code left empty is none (the server's default, US); every other field goes as typed. */
const pick = (values: Record<string, string>, prefix: string, keys: readonly string[]) =>
  Object.fromEntries(
    keys
      .map((key) => [key, values[`${prefix}_${key}`] ?? ''] as const)
      .filter(([key, value]) => !(key.endsWith('country_code') && value === '')),
  );

/**
 * The review's values (flat, as named on the page) to the put body of the contract: company and document only for
 * a request that makes a new company.
 */
const reviewForm = (newCompany: boolean) =>
  z
    .object({
      sf_opportunity: z.string(),
      ...prefixed('company', companyKeys),
      ...prefixed('user', userKeys),
      ...prefixed('document', documentKeys),
    })
    .transform(
      (values) =>
        ({
          sf_opportunity: values.sf_opportunity,
          user: pick(values, 'user', userKeys),
          ...(newCompany
            ? { company: pick(values, 'company', companyKeys), document: pick(values, 'document', documentKeys) }
            : {}),
        }) as OnboardingReviewBody,
    )
    .pipe(onboardingReviewBody);

const text = (value: string | number | null | undefined) =>
  value === undefined || value === null ? '' : String(value);

const initialValues = (session: Session) => {
  const { company, user, document } = session.data;
  return {
    sf_opportunity: session.sf_opportunity ?? '',
    ...Object.fromEntries(companyKeys.map((key) => [`company_${key}`, text(company[key])])),
    ...Object.fromEntries(userKeys.map((key) => [`user_${key}`, text(user[key])])),
    ...Object.fromEntries(documentKeys.map((key) => [`document_${key}`, text(document[key])])),
  } as z.input<ReturnType<typeof reviewForm>>;
};

const agreementNames = {
  database_license: 'Database license',
  code_of_conduct: 'Code of conduct',
  addendum: 'Addendum',
} as const;

/** S-062: the agreements as the applicant left them (read only). */
const Agreements = ({ session }: { session: Session }) => (
  <Panel title="Agreements">
    <List spacing={4} size="sm" aria-label="Agreements">
      {(Object.keys(agreementNames) as (keyof typeof agreementNames)[]).map((key) => {
        const accepted = session.data.agreements[key];
        return (
          <List.Item key={key}>
            {agreementNames[key]}:{' '}
            <Text span size="sm" fw={600}>
              {accepted === true ? 'Accepted' : accepted === false ? 'Not accepted' : 'Not asked'}
            </Text>
          </List.Item>
        );
      })}
    </List>
  </Panel>
);

/**
 * Issue 21: the payment as the server computed it: the term and type chosen, whether the card charges cover that
 * term's price (else what is still due), and each charge with its amount, the term it bought and its reference.
 */
const Payment = ({ payment }: { payment: NonNullable<Session['data']['payment']> }) => (
  <Panel title="Payment">
    <List spacing={4} size="sm" aria-label="Payment">
      <List.Item>
        {payment.contract_length === undefined
          ? 'No term chosen'
          : `Term: ${contractLengthWords[payment.contract_length]}`}
        , {payment.payment_type === 'invoice' ? 'by invoice' : 'by credit card'}:{' '}
        <Text span size="sm" fw={600}>
          {payment.paid ? 'paid' : `not paid (${formatMoney(payment.amount_due_cents)} due)`}
        </Text>
      </List.Item>
      {payment.charges.map((charge) => (
        <List.Item key={charge.reference}>
          Charged {formatMoney(charge.amount_cents)} for {contractLengthWords[charge.contract_length]} on{' '}
          {formatAdminDate(charge.paid_at)} UTC, reference {charge.reference}
        </List.Item>
      ))}
    </List>
  </Panel>
);

/** S-062..S-064: the request's fields, Save updates, Approve and Reject. */
const ReviewForm = ({ answer, countries }: { answer: OnboardingReviewAnswer; countries: Country[] }) => {
  const navigate = useNavigate();
  const decide = useDecideOnboarding();
  const { session } = answer;
  const newCompany = session.company_id === null;
  const done = (message: string) => {
    flashAlert({ type: 'success', message });
    void navigate(pathTo('super_admin.dashboard'));
  };
  const { form, formProps } = useSchemaForm({
    schema: reviewForm(newCompany),
    initialValues: initialValues(session),
    inputName: reviewFieldName,
    onSubmit: async (body) => {
      done((await decide.mutateAsync({ id: session.id, action: 'put', body })).message);
    },
    withLoader: true,
  });

  const decideAndReturn = async (action: 'approve' | 'reject') => {
    if (action === 'reject') {
      const confirmed = await confirmAction({
        title: 'Reject request',
        message: `Reject the onboarding request of ${session.data.company.name ?? session.company_name ?? session.email}?`,
        confirmLabel: 'Reject',
        danger: true,
      });
      if (!confirmed) return;
    }
    try {
      done((await decide.mutateAsync({ id: session.id, action })).message);
    } catch (error) {
      // S-064: what approving found wrong in the stored request lands under its fields.
      if (isApiError(error) && error.fieldErrors !== null) {
        const errors: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          if (messages[0] !== undefined) errors[reviewFieldName(field)] = messages[0];
        form.setErrors(errors);
      }
    }
  };
  const input = (name: keyof ReturnType<typeof initialValues>) => form.getInputProps(name);

  return (
    <SchemaForm {...formProps} aria-label="Onboarding request">
      <Stack gap="md">
        <Panel title="Request">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="SF Opportunity" autoComplete="off" {...input('sf_opportunity')} />
          </SimpleGrid>
        </Panel>
        {newCompany ? (
          <Panel title="Company">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Company name" required {...input('company_name')} />
              <TextInput label="Website" {...input('company_url')} />
              <TextInput label="Address" required {...input('company_address')} />
              <TextInput label="City" required {...input('company_city')} />
              <TextInput label="State" {...input('company_state')} />
              <TextInput label="Zip code" required {...input('company_zipcode')} />
              <Select
                label="Country"
                required
                searchable
                data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
                {...input('company_country_id')}
              />
            </SimpleGrid>
          </Panel>
        ) : null}
        <Panel title="User">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required {...input('user_first_name')} />
            <TextInput label="Last name" required {...input('user_last_name')} />
            <TextInput label="Email" type="email" required {...input('user_email')} />
            <PhoneWithCountryCode
              countries={countries}
              code={input('user_phone_country_code')}
              phone={{ ...input('user_phone'), required: true }}
            />
          </SimpleGrid>
        </Panel>
        {newCompany ? (
          <Panel title="Process">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Support hours" required {...input('document_support_hours')} />
              <TextInput label="Products supported" required {...input('document_product_supported')} />
              <TextInput label="Support email" type="email" required {...input('document_support_email')} />
              <PhoneWithCountryCode
                countries={countries}
                code={input('document_support_country_code')}
                phone={{ ...input('document_support_phone'), label: 'Support phone' }}
              />
              <TextInput label="Manager first name" required {...input('document_manager_first_name')} />
              <TextInput label="Manager last name" required {...input('document_manager_last_name')} />
              <TextInput label="Manager email" type="email" required {...input('document_manager_email')} />
            </SimpleGrid>
            <Stack gap="sm" mt="sm">
              <Textarea
                label="Escalation instructions"
                autosize
                minRows={3}
                {...input('document_escalation_instructions')}
              />
              <Textarea label="Login page text" autosize minRows={2} {...input('document_login_page_text')} />
            </Stack>
          </Panel>
        ) : null}
        <Agreements session={session} />
        {session.data.payment === null ? null : <Payment payment={session.data.payment} />}
        <Group>
          <Button type="submit" variant="default" loading={decide.isPending}>
            Save updates
          </Button>
          <Button
            onClick={() => {
              void withLoader(() => decideAndReturn('approve'));
            }}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="outline"
            onClick={() => {
              void decideAndReturn('reject');
            }}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** Issue 21: what proved the applicant's address (the review never shows or sets a password). */
const verificationText = ({ email, email_verification: proof }: OnboardingReviewAnswer['session']): string => {
  if (proof === null) return 'Address not verified: its emailed link was never opened. Reject the request.';
  const link =
    proof.link_email_id === null
      ? 'its single-use link'
      : `the single-use link of email #${String(proof.link_email_id)}`;
  const sent = proof.link_sent_at === null ? '' : ` ${formatAdminDate(proof.link_sent_at)} UTC`;
  return `Address verified ${formatAdminDate(proof.verified_at)} UTC by ${link}, sent to ${email}${sent}.`;
};

/** The request's heading: whom it is from, for which group, in which state, since when. */
const Heading = ({ answer }: { answer: OnboardingReviewAnswer }) => {
  const { session, group } = answer;
  const name = session.company_name ?? session.data.company.name ?? session.email;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={1}>{name}</Title>
        <Badge variant="light" radius="sm" tt="none" color={session.status === 'pending_approval' ? 'blue' : 'gray'}>
          {humanize(session.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Onboarding request for {group.name} from {session.email}, started {formatAdminDate(session.created_at)} UTC
        {session.submitted_at === null ? '' : `, submitted ${formatAdminDate(session.submitted_at)} UTC`}.
        {session.company_id === null
          ? ' Approving makes a new member company.'
          : ` ${session.company_name ?? 'The company'} is a member already: approving adds it to the group.`}
      </Text>
      <Text size="sm">{verificationText(session)}</Text>
    </Stack>
  );
};

/** super_admin.onboarding (/super_admin/onboarding/{session_id}): the onboarding session review (S-062..S-064). */
export const OnboardingReviewPage = ({ sessionId }: { sessionId: number }) => {
  const review = useOnboardingReview(sessionId);
  const countries = useCountries();
  return (
    <QueryBoundary query={review} skeletonRows={10} failedLevel="warning">
      {(answer) => (
        <Stack gap="md">
          <Heading answer={answer} />
          <QueryBoundary query={countries} skeletonRows={8}>
            {(loaded) => <ReviewForm answer={answer} countries={loaded} />}
          </QueryBoundary>
        </Stack>
      )}
    </QueryBoundary>
  );
};
