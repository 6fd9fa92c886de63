import { dbSelectSourceSchema } from '@casebridge/contract/case-submission';
import { SAMPLE_FAILED_MESSAGE, SAMPLE_PASSED_MESSAGE, type FormField } from '@casebridge/contract/process-forms';
import type { CustomValue } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkRequirements, type PlacedEntry } from '../case-submission/check-requirements.ts';
import { findDbSelectOptions } from '../case-submission/get-db-select-options.ts';
import { checkAgainstLibrary } from './process-forms.ts';

/**
 * Issue 25: the preview's "Try a sample submission". The draft's fields are judged as a save judges them (the
 * contract's schema, then the library: each field of it and of the type the draft says); the preview's values are
 * then checked by the submission's own `checkRequirements`, with the db_select lists loaded as a submission loads
 * them. Nothing is written: no case, no version.
 */
export async function checkFormSample(
  deps: AppDeps,
  body: { fields: FormField[]; values: Record<string, CustomValue> },
): Promise<{ message: string }> {
  // A sample adds nothing to the form, so a retired field on the draft is no reason to refuse it.
  const drafted = new Set(body.fields.map((field) => field.requirement_id));
  const libraryErrors = await checkAgainstLibrary(deps.db, body.fields, drafted);
  const firstLibraryError = Object.values(libraryErrors)[0]?.[0];
  if (firstLibraryError !== undefined) throw new AppError('validation', firstLibraryError, libraryErrors);

  const placed: PlacedEntry[] = body.fields.map((field) => ({
    section: field.section,
    entry: {
      requirement_id: field.requirement_id,
      required: field.required,
      group: field.group,
      options: field.options,
      additional_settings: field.additional_settings,
      requirement: field.requirement,
    },
  }));
  const dbOptions = new Map<number, Map<string, string> | undefined>();
  for (const { entry } of placed) {
    if (entry.requirement.type !== 'db_select') continue;
    const source = dbSelectSourceSchema.safeParse(entry.options);
    dbOptions.set(entry.requirement_id, source.success ? await findDbSelectOptions(deps.db, source.data) : undefined);
  }
  const { errors } = checkRequirements(placed, body.values, dbOptions);
  if (Object.keys(errors).length > 0) throw new AppError('validation', SAMPLE_FAILED_MESSAGE, errors);
  return { message: SAMPLE_PASSED_MESSAGE };
}
