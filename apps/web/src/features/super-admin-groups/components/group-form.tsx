import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { groupTypeLabels, groupTypes } from '@casebridge/contract/enums';
import {
  ADDENDUM_FILE_FIELD,
  BANNER_FILE_FIELD,
  SLA_BUSINESS_HOUR_NOTE,
  addendumFileRule,
  bannerFileRule,
  groupFormBody,
  slaTiers,
  type GroupAnswer,
  type GroupFormValues,
} from '@casebridge/contract/super-admin-groups';
import { FileField } from '@/components/file-field';
import { Panel } from '@/components/panel';
import { pathTo } from '@/config/paths';
import { flashAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCompanyRelation } from '../api/get-company-relation';
import { useSaveGroup, type GroupFiles } from '../api/save-group';
import { CompanyPicker } from './company-picker';
import { TeamsChannelState } from './teams-channel-state';

/** S-053, S-054: a new group's values (status active, prices 0), or the saved group's. */
export const groupFormValues = (answer: GroupAnswer | null): GroupFormValues => {
  const c = answer?.community;
  const p = answer?.partner_group;
  return {
    status: c?.status ?? 'active',
    name: c?.name ?? '',
    description: c?.description ?? '',
    type: c?.type ?? 'solution_support',
    sponsor_company_id: c?.sponsor_company_id ?? null,
    department_id: c?.department_id ?? null,
    document_id: c?.document_id ?? null,
    addendum_name: c?.addendum_name ?? '',
    custom_sla: c?.custom_sla ?? false,
    p1_message: c?.sla.p1.message ?? '',
    p2_message: c?.sla.p2.message ?? '',
    p3_message: c?.sla.p3.message ?? '',
    p1_response_time: c?.sla.p1.response_time ?? '',
    p2_response_time: c?.sla.p2.response_time ?? '',
    p3_response_time: c?.sla.p3.response_time ?? '',
    msteams_integration: c?.msteams_integration ?? false,
    msteams_manager_email: c?.msteams_manager_email ?? '',
    msteams_team_url: c?.msteams_team_url ?? '',
    vhost: p?.vhost ?? '',
    host_email: p?.host_email ?? '',
    price: p ? p.price / 100 : 0,
    price_three_years: p ? p.price_three_years / 100 : 0,
    instructions: p?.instructions ?? '',
    links: p?.links ?? [],
    force_addendum: p?.force_addendum ?? false,
    registration_status_url: p?.registration_status_url ?? '',
  };
};

const idValue = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

type Props = { answer: GroupAnswer | null; onCancel?: () => void };

/** S-053..S-056: the group form; saving posts the fields with the addendum and the banner as multipart (S-055). */
export const GroupForm = ({ answer, onCancel }: Props) => {
  const id = answer?.community.id ?? 0;
  const navigate = useNavigate();
  const save = useSaveGroup(id);
  const [files, setFiles] = useState<GroupFiles>({ addendum: null, banner: null });
  const [sponsor, setSponsor] = useState(
    answer?.community.sponsor_company_id && answer.community.sponsor_name
      ? { id: answer.community.sponsor_company_id, name: answer.community.sponsor_name }
      : null,
  );
  const { form, formProps } = useSchemaForm({
    schema: groupFormBody,
    initialValues: groupFormValues(answer),
    onSubmit: async (body) => {
      const saved = await save.mutateAsync({ body, files });
      flashAlert({ type: 'success', message: saved.message });
      await navigate(
        pathTo('super_admin.groups.details', {
          group_id: String(saved.community.id),
          group_type: saved.community.type,
        }),
      );
    },
    withLoader: true,
  });
  const values = form.getValues();
  const choices = useCompanyRelation(sponsor?.id ?? null);
  const isProgram = values.type === 'partner_program';
  const links = Array.isArray(values.links) ? (values.links as { label: string; url: string }[]) : [];

  return (
    <SchemaForm {...formProps} aria-label="Group">
      <Stack gap="md">
        <Panel title="Group">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} />
            <Select
              label="Type"
              required
              disabled={answer !== null}
              description={answer !== null ? 'The type of an existing group cannot be changed.' : undefined}
              data={groupTypes.map((type) => ({ value: type, label: groupTypeLabels[type] }))}
              {...form.getInputProps('type')}
              allowDeselect={false}
            />
            <Select
              label="Status"
              required
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              {...form.getInputProps('status')}
              allowDeselect={false}
            />
            <CompanyPicker
              label="Sponsor company"
              description="The company that runs the group; its department and process receive the group's cases."
              value={sponsor}
              error={form.errors.sponsor_company_id as string | undefined}
              onChange={(company) => {
                setSponsor(company);
                form.setFieldValue('sponsor_company_id', company?.id ?? null);
                form.setFieldValue('department_id', null);
                form.setFieldValue('document_id', null);
              }}
            />
            <Select
              label="Department"
              placeholder={sponsor ? 'None' : 'Choose the sponsor first'}
              disabled={!sponsor}
              clearable
              data={(choices.data?.departments ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              {...form.getInputProps('department_id')}
              value={idValue(values.department_id)}
            />
            <Select
              label="Process"
              placeholder={sponsor ? 'None' : 'Choose the sponsor first'}
              disabled={!sponsor}
              clearable
              data={(choices.data?.documents ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              {...form.getInputProps('document_id')}
              value={idValue(values.document_id)}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            mt="md"
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
        </Panel>

        <Panel title="Addendum">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Addendum name" maxLength={200} {...form.getInputProps('addendum_name')} />
            <FileField
              label="Addendum (PDF)"
              name={ADDENDUM_FILE_FIELD}
              rule={addendumFileRule}
              note={answer?.community.has_addendum ? 'An addendum is on file; a new one replaces it.' : 'None on file.'}
              value={files.addendum ? [files.addendum] : []}
              error={form.errors[ADDENDUM_FILE_FIELD] as string | undefined}
              onChange={(chosen) => {
                setFiles((current) => ({ ...current, addendum: chosen[0] ?? null }));
              }}
            />
          </SimpleGrid>
        </Panel>

        <Panel title="Service Level (SLA)">
          <Switch label="Custom SLA" {...form.getInputProps('custom_sla', { type: 'checkbox' })} />
          <Text size="sm" c="dimmed" mt="xs">
            {SLA_BUSINESS_HOUR_NOTE}
          </Text>
          <Table mt="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tier</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th w={180}>Response time (hours)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slaTiers.map((tier) => (
                <Table.Tr key={tier.key}>
                  <Table.Td>{tier.label}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${tier.label} message`}
                      maxLength={1000}
                      {...form.getInputProps(`${tier.key}_message`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${tier.label} response time in hours`}
                      min={0}
                      max={8760}
                      allowDecimal={false}
                      suffix=" h"
                      {...form.getInputProps(`${tier.key}_response_time`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Panel>

        <Panel title="Microsoft Teams">
          <Switch label="Teams integration" {...form.getInputProps('msteams_integration', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
            <TextInput label="Teams manager email" type="email" {...form.getInputProps('msteams_manager_email')} />
            <TextInput
              label="Teams team URL"
              placeholder="https://"
              description="The incoming webhook URL of the channel that receives the group's cases."
              {...form.getInputProps('msteams_team_url')}
            />
          </SimpleGrid>
          {id === 0 ? null : <TeamsChannelState groupId={id} />}
        </Panel>

        {isProgram ? (
          <Panel title="Partner Program">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Vhost"
                required
                description="The program's address: lowercase letters, digits and hyphens."
                {...form.getInputProps('vhost')}
              />
              <TextInput label="Host email" type="email" {...form.getInputProps('host_email')} />
              <NumberInput
                label="Price (one year)"
                prefix="$"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                {...form.getInputProps('price')}
              />
              <NumberInput
                label="Price (three years)"
                prefix="$"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                description="A membership is free when both prices are 0."
                {...form.getInputProps('price_three_years')}
              />
              <TextInput
                label="Registration status URL"
                placeholder="https://"
                {...form.getInputProps('registration_status_url')}
              />
              <FileField
                label="Banner"
                name={BANNER_FILE_FIELD}
                rule={bannerFileRule}
                note={answer?.partner_group?.has_banner ? 'A banner is on file; a new one replaces it.' : undefined}
                value={files.banner ? [files.banner] : []}
                error={form.errors[BANNER_FILE_FIELD] as string | undefined}
                onChange={(chosen) => {
                  setFiles((current) => ({ ...current, banner: chosen[0] ?? null }));
                }}
              />
            </SimpleGrid>
            <Checkbox
              mt="md"
              label="Force addendum (every member must agree to it)"
              {...form.getInputProps('force_addendum', { type: 'checkbox' })}
            />
            <Textarea
              label="Program summary (instructions)"
              description="Shown on the program's registration page. Basic HTML is kept; scripts are removed."
              mt="md"
              autosize
              minRows={3}
              {...form.getInputProps('instructions')}
            />
            <Text fw={500} size="sm" mt="md">
              Links
            </Text>
            <Stack gap="xs" mt={4}>
              {links.map((_, index) => (
                <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={`Link ${String(index + 1)} label`}
                    placeholder="Label"
                    style={{ flex: 1 }}
                    {...form.getInputProps(`links.${String(index)}.label`)}
                  />
                  <TextInput
                    aria-label={`Link ${String(index + 1)} URL`}
                    placeholder="https://"
                    style={{ flex: 2 }}
                    {...form.getInputProps(`links.${String(index)}.url`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={6}
                    aria-label={`Remove link ${String(index + 1)}`}
                    onClick={() => {
                      form.removeListItem('links', index);
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                onClick={() => {
                  form.insertListItem('links', { label: '', url: '' });
                }}
              >
                Add link
              </Button>
            </Stack>
          </Panel>
        ) : null}

        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <Button variant="default" component={Link} to={pathTo('super_admin.groups')}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
