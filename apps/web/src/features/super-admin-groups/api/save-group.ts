import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADDENDUM_FILE_FIELD,
  BANNER_FILE_FIELD,
  postSuperAdminGroups,
  type GroupFormBody,
  type SaveGroupAnswer,
} from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { putAnswer } from '@/lib/query-client';
import { groupMsteamsQueryKey } from './get-group-msteams';
import { groupQueryKey } from './get-group';
import { groupsQueryKey } from './get-groups';

export type GroupFiles = { addendum: File | null; banner: File | null };

/** The form as multipart: each parsed field as text (links as JSON), the files beside them. */
const toFormData = (body: GroupFormBody, files: GroupFiles): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, unknown][]) {
    if (value === null) continue;
    if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (typeof value === 'string' || typeof value === 'number') form.append(key, String(value));
    else form.append(key, JSON.stringify(value));
  }
  if (files.addendum) form.append(ADDENDUM_FILE_FIELD, files.addendum);
  if (files.banner) form.append(BANNER_FILE_FIELD, files.banner);
  return form;
};

/** POST /api/super_admin/groups/{id} (S-055; 0 creates): multipart of the fields with addendum_file and group_banner. */
export const saveGroup = (id: number, body: GroupFormBody, files: GroupFiles): Promise<SaveGroupAnswer> =>
  api.call(postSuperAdminGroups, { params: { id }, body: toFormData(body, files) });

export const useSaveGroup = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'save', id],
    mutationFn: ({ body, files }: { body: GroupFormBody; files: GroupFiles }) => saveGroup(id, body, files),
    onSuccess: async (answer) => {
      const { message: _message, ...group } = answer;
      await putAnswer(queryClient, groupQueryKey(answer.community.id), group);
      await queryClient.invalidateQueries({ queryKey: groupsQueryKey });
      // The Teams fields may have moved the group's channel (ADR 58): its state is read again.
      await queryClient.invalidateQueries({ queryKey: groupMsteamsQueryKey(answer.community.id) });
    },
  });
};
