import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { activeStatuses } from './enums.ts';
import { messageSchema } from './errors.ts';
import { MAX_ID, idOrNewParam, idParam, optionalTextField } from './fields.ts';
import { superAdminDepartmentSchema } from './super-admin-companies.ts';

/**
 * The console's departments screen (S-022..S-024): a company's departments, each row saved on its own and deleted
 * after a confirmation. A department's group is one the company belongs to and its process one of the company's.
 */
export const departmentSaveParams = z.object({ id: idParam, department_id: idOrNewParam });
export const departmentIdParams = z.object({ id: idParam });

export const DEPARTMENT_NAME_MESSAGE = 'Please enter the department name.';
export const DEPARTMENT_STATUS_MESSAGE = 'Please choose active or inactive.';
export const DEPARTMENT_GROUP_MESSAGE = 'Please choose a group the company belongs to.';
export const DEPARTMENT_PROCESS_MESSAGE = 'Please choose a process of the company.';
export const DEPARTMENT_SAVED_MESSAGE = 'The department has been saved.';
export const DEPARTMENT_NOT_FOUND_MESSAGE = 'The department was not found.';
export const departmentDeletedMessage = (name: string) => `The ${name} department was deleted.`;
/** S-024: the confirmation before a delete. */
export const departmentDeleteQuestion = (name: string) => `Are you sure you want to delete the ${name} Department?`;

/** A row's choice: an id, or none (null, or 0 as a select's "none" may send it). */
const choice = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_ID, message)
    .nullish()
    .transform((id) => (id ? id : null));

/** S-023: POST /api/super_admin/companies/{company_id}/departments/{department_id} (0 adds a department). */
export const departmentBody = z.object({
  name: z
    .string({ error: DEPARTMENT_NAME_MESSAGE })
    .trim()
    .min(1, DEPARTMENT_NAME_MESSAGE)
    .max(255, 'At most 255 characters.'),
  description: optionalTextField(1000),
  community_id: choice(DEPARTMENT_GROUP_MESSAGE),
  contact_document_id: choice(DEPARTMENT_PROCESS_MESSAGE),
  status: z.enum(activeStatuses, { error: DEPARTMENT_STATUS_MESSAGE }).default('active'),
});
export type DepartmentBody = z.input<typeof departmentBody>;

export const departmentSavedAnswer = z.object({ message: z.string(), department: superAdminDepartmentSchema });
export type DepartmentSavedAnswer = z.infer<typeof departmentSavedAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const postSuperAdminCompaniesDepartments = {
  method: 'POST',
  path: '/api/super_admin/companies/:id/departments/:department_id',
  params: departmentSaveParams,
  body: departmentBody,
  answer: departmentSavedAnswer,
} as const satisfies Endpoint;
export const superAdminDepartmentsDelete = {
  method: 'GET',
  path: '/api/super_admin/departments/:id/delete',
  params: departmentIdParams,
  answer: messageSchema,
} as const satisfies Endpoint;
