import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { emailLinkBody } from '@casebridge/contract/auth';
import { agreeConfirmField } from '@casebridge/contract/fields';
import { PrivacyPolicyLabel } from '@/components/privacy-policy-label';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSendEmailLink } from '../api/send-email-link';

/**
 * The form's values are the local part and the box; what it sends is the contract's body, the address completed
 * with the company's domain (1 §5). Errors keep the body's names, so the server's `email` lands under the input.
 */
const emailLinkFormSchema = (company: { id: number; domain: string }) =>
  z
    .object({
      email: z
        .string()
        .trim()
        .min(1, 'This field is required.')
        .refine((local) => !local.includes('@'), `Enter only the part of your address before @${company.domain}.`),
      agree_confirm: agreeConfirmField,
    })
    .transform((values) => ({ ...values, email: `${values.email}@${company.domain}`, company_id: company.id }))
    .pipe(emailLinkBody);

const EmailLinkFields = ({ company }: { company: { id: number; domain: string } }) => {
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendEmailLink();
  const { id, domain } = company;
  const schema = useMemo(() => emailLinkFormSchema({ id, domain }), [id, domain]);
  const { form, formProps } = useSchemaForm({
    schema,
    initialValues: { email: '', agree_confirm: false },
    onSubmit: async (body) => {
      setSent((await send.mutateAsync(body)).message);
    },
    withLoader: true,
  });

  if (sent !== null)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" variant="light" role="status" title="Check your email">
          {sent}
        </Alert>
        <Button
          variant="default"
          onClick={() => {
            setSent(null);
          }}
        >
          Send another link
        </Button>
      </Stack>
    );

  const suffix = `@${company.domain}`;
  return (
    <SchemaForm {...formProps} aria-label="Sign in with an email link">
      <Stack gap="sm">
        <TextInput
          label="Email"
          description={`Your work address at ${company.domain}: we email it a link that signs you in.`}
          autoComplete="username"
          required
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              {suffix}
            </Text>
          }
          rightSectionWidth={`calc(${String(suffix.length)}ch + 1.25rem)`}
          rightSectionPointerEvents="none"
          {...form.getInputProps('email')}
        />
        <Checkbox
          label={<PrivacyPolicyLabel />}
          {...form.getInputProps('agree_confirm', { type: 'checkbox' })}
          // Mantine marks a text input invalid itself, a checkbox not: assistive technology hears it here.
          aria-invalid={form.errors.agree_confirm !== undefined}
        />
        <div>
          <Button type="submit" loading={send.isPending}>
            Send Email
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};

/** H-006, H-007: the email_link login: the local part, the fixed "@{company domain}", the privacy box, Send Email. */
export const EmailLinkForm = ({ company }: { company: { id: number; domain: string | null; name: string } }) => {
  if (company.domain === null)
    return (
      <Alert color="yellow" variant="light">
        {company.name} has no email domain set up for sign-in links yet. Contact membership.
      </Alert>
    );
  return <EmailLinkFields company={{ id: company.id, domain: company.domain }} />;
};
