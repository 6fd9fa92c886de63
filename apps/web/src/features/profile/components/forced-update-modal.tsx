import { Button, Checkbox, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { MeAnswer } from '@casebridge/contract/auth';
import { agreementBody, PROFILE_UPDATED_MESSAGE } from '@casebridge/contract/profile';
import { PrivacyPolicyLabel, PrivacyPolicyLink } from '@/components/privacy-policy-label';
import { showAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useProfileFormData } from '../api/get-profile-form-data';
import { ContactDetailsForm } from './contact-details-form';

/** Neither the close button, Escape nor a click outside ends it: only saving does (P-007). */
const mustSave = {
  opened: true,
  onClose: () => undefined,
  withCloseButton: false,
  closeOnEscape: false,
  closeOnClickOutside: false,
  centered: true,
} as const;

const UpdateProfileModal = ({ me }: { me: MeAnswer }) => {
  const formData = useProfileFormData();
  return (
    <Modal {...mustSave} title="Update Profile" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Please check your contact details and accept the <PrivacyPolicyLink /> to continue.
        </Text>
        {formData.data === undefined ? (
          <Skeleton height={240} />
        ) : (
          <ContactDetailsForm
            user={me.user}
            countries={formData.data.countries}
            submitLabel="Save"
            onSaved={() => {
              showAlert({ type: 'success', message: PROFILE_UPDATED_MESSAGE });
            }}
          />
        )}
      </Stack>
    </Modal>
  );
};

const UpdateAgreementModal = ({ me }: { me: MeAnswer }) => {
  const accept = useAcceptAgreement();
  const { form, formProps } = useSchemaForm({
    schema: agreementBody,
    initialValues: { agree_confirm: me.user.agreement_date !== null },
    onSubmit: async (body) => {
      await accept.mutateAsync(body);
    },
    withLoader: true,
  });
  return (
    <Modal {...mustSave} title="Update Agreement Status">
      <SchemaForm {...formProps} aria-label="Update Agreement Status">
        <Stack gap="md">
          <Text size="sm">
            Our <PrivacyPolicyLink /> has changed. Please review it and accept its terms to continue.
          </Text>
          <Checkbox label={<PrivacyPolicyLabel />} {...form.getInputProps('agree_confirm', { type: 'checkbox' })} />
          <div>
            <Button type="submit" loading={accept.isPending}>
              Save
            </Button>
          </div>
        </Stack>
      </SchemaForm>
    </Modal>
  );
};

/**
 * P-007, P-008: once the user has loaded, the Update Profile modal when force_update_profile is set, otherwise the
 * Update Agreement Status modal when force_update_agreement is set. The saved user clears the flag (P-009) and the
 * modal goes.
 */
export const ForcedUpdateModal = ({ me }: { me: MeAnswer }) => {
  if (me.user.force_update_profile) return <UpdateProfileModal me={me} />;
  if (me.user.force_update_agreement) return <UpdateAgreementModal me={me} />;
  return null;
};
