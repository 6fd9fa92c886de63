import { Button, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { respondStatusActions, type CaseAction } from '@casebridge/contract/case-status';
import { DEFAULT_ACCEPT_NOTE, respondBody, type RespondBody } from '@casebridge/contract/cases';
import { DEFAULT_PHONE_COUNTRY } from '@casebridge/contract/fields';
import type { UserSummary } from '@casebridge/contract/users';
import { PhoneWithCountryCode } from '@/components/phone-with-country-code';
import { useCountries } from '@/lib/countries';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';

type Decision = 'approval' | 'information-request' | 'rejection';

const decisionOf: Partial<Record<CaseAction, Decision>> = Object.fromEntries(
  Object.entries(respondStatusActions)
    .filter(([status]) => status !== 'information-reply')
    .map(([status, action]) => [action, status]),
);

export const decisionLabels = {
  approval: 'Accept',
  'information-request': 'Request information',
  rejection: 'Reject',
} as const satisfies Record<Decision, string>;

/** The receiver's decisions the page offers, in the table's order (C-060). */
export const offeredDecisions = (actions: readonly CaseAction[]): Decision[] =>
  actions.flatMap((action) => {
    const decision = decisionOf[action];
    return decision === undefined ? [] : [decision];
  });

/**
 * The form's values as the contract's body: the phone is sent only when given, as "country: number" (document 2 §5);
 * the contract's schema then keeps the fields of the chosen decision.
 */
const respondFormSchema = z
  .looseObject({ phone_country: z.string(), engineer_phone: z.string() })
  .transform(
    ({ phone_country, engineer_phone, ...rest }) =>
      // The contract's schema checks the rest right after: this only joins the phone.
      ({
        ...rest,
        engineer_phone:
          engineer_phone.trim() === ''
            ? ''
            : `${phone_country.trim() || DEFAULT_PHONE_COUNTRY}: ${engineer_phone.trim()}`,
      }) as z.input<typeof respondBody>,
  )
  .pipe(respondBody);

/** Who the form proposes as the assigned engineer: the signed-in user, when there is one. */
export type ProposedEngineer = Pick<UserSummary, 'first_name' | 'last_name' | 'email' | 'phone' | 'phone_country_code'>;

type Props = {
  actions: readonly CaseAction[];
  onSubmit: (body: RespondBody) => Promise<void>;
  pending: boolean;
  /** null on the emailed link read with no session: the receiver names the engineer. */
  engineer: ProposedEngineer | null;
};

/**
 * C-060..C-063: accept (next steps prefilled with the default note), request information or reject (each with a
 * note the server requires), with the receiver's case number, engineer and reviewer. No decision is chosen for the
 * receiver (issue 24): the fields follow the one they choose, the engineer proposed from the signed-in user.
 */
export const RespondForm = ({ actions, onSubmit, pending, engineer }: Props) => {
  const decisions = offeredDecisions(actions);
  const countries = useCountries();
  const { form, formProps } = useSchemaForm({
    schema: respondFormSchema,
    initialValues: {
      status: '',
      case_number: '',
      engineer_name: engineer ? `${engineer.first_name} ${engineer.last_name}`.trim() : '',
      engineer_email: engineer?.email ?? '',
      phone_country: engineer?.phone_country_code ?? DEFAULT_PHONE_COUNTRY,
      engineer_phone: engineer?.phone ?? '',
      reviewer_name: '',
      reviewer_email: '',
      next_steps: DEFAULT_ACCEPT_NOTE,
      note: '',
    },
    onSubmit,
    withLoader: true,
  });
  const status = form.getValues().status;

  return (
    <SchemaForm {...formProps} aria-label="Response">
      <Stack gap="md">
        <Radio.Group label="Your decision" required {...form.getInputProps('status')}>
          <Stack gap="xs" mt="xs">
            {decisions.map((decision) => (
              <Radio key={decision} value={decision} label={decisionLabels[decision]} />
            ))}
          </Stack>
        </Radio.Group>
        {status === '' ? null : (
          <>
            {status === 'approval' ? (
              <Textarea label="Next steps" autosize minRows={2} {...form.getInputProps('next_steps')} />
            ) : (
              <Textarea
                label={status === 'rejection' ? 'Reason for rejection' : 'Information needed'}
                required
                autosize
                minRows={3}
                {...form.getInputProps('note')}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Engineer name" autoComplete="name" {...form.getInputProps('engineer_name')} />
              <TextInput
                label="Engineer email"
                type="email"
                autoComplete="email"
                {...form.getInputProps('engineer_email')}
              />
              <PhoneWithCountryCode
                countries={countries.data ?? []}
                code={form.getInputProps('phone_country')}
                phone={{
                  label: 'Engineer phone',
                  autoComplete: 'tel-national',
                  ...form.getInputProps('engineer_phone'),
                }}
              />
              <TextInput label="Your case number" {...form.getInputProps('case_number')} />
              <TextInput label="Reviewer name" {...form.getInputProps('reviewer_name')} />
              <TextInput label="Reviewer email" type="email" {...form.getInputProps('reviewer_email')} />
            </SimpleGrid>
          </>
        )}
        <div>
          <Button type="submit" loading={pending}>
            Send response
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};
