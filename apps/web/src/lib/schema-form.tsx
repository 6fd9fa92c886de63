import { useRef, useState, type ComponentPropsWithoutRef, type RefObject, type SubmitEvent } from 'react';
import { Alert } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isApiError, type FieldErrors } from './api-client';
import { withLoader } from './loader';
import { reportError } from './report-error';
import { useReportUnsavedInput } from './unsaved-input';

type FormValues = Record<string, unknown>;

export type SchemaFormOptions<Values extends FormValues, Body> = {
  /** The contract's schema of the request body: the client checks shape with it, the server's 422 decides. */
  schema: z.ZodType<Body, Values>;
  /** One value per schema field, including those without an input (a token from the route): their errors show in the form's alert. */
  initialValues: Values;
  /**
   * Sends the parsed body. A rejection with the server's field map (422) is shown by the form. Any other ApiError is
   * left to whoever already shows it (the query client's banner for mutations, X-045); other failures are reported.
   */
  onSubmit: (body: Body) => Promise<void>;
  /**
   * The first message of a field map also shows as a warning beside the form's action (H-027, P-005, C-056: forms
   * whose spec asks for a warning alert), inside the form: it goes with the next submission.
   */
  warnFirstFieldError?: boolean;
  /** What a submission that went through says, beside the form's action until the next submission. */
  successNotice?: string;
  /** Shows the page's loader overlay while the submission runs; it hides however the submission ends. */
  withLoader?: boolean;
  /**
   * The input a field map's name lands under, where the form names its inputs otherwise than the body's fields (the
   * onboarding review's company_name for company.name, DECISIONS 8). The same name by default.
   */
  inputName?: (field: string) => string;
};

/** What a form says beside its action: the failure of its submission, a warning about its fields, or its success. */
export type FormNotice = { level: 'danger' | 'warning' | 'success'; message: string };

const noticeColor = { danger: 'red', warning: 'yellow', success: 'green' } as const;

export type SchemaFormProps = {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The first message of each field that has no input in the form: lost otherwise. */
  formErrors: string[];
  notice: FormNotice | null;
};

/** Client-side check with the same zod schema as the server: its issues as the server's field map. */
const zodFieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
};

/** A control of the form and the field it stands for. */
type NamedControl = { element: HTMLElement; name: string };

/**
 * The form's controls in the form's order: every input bound with getInputProps is named by its dotted path, and a
 * control that is no input (the rich-text editor's text) names its field in data-field.
 */
const namedControls = (form: HTMLFormElement | null): NamedControl[] =>
  form === null
    ? []
    : Array.from(form.querySelectorAll<HTMLElement>('[name], [data-field]')).map((element) => ({
        element,
        name: element.getAttribute('name') ?? element.dataset.field ?? '',
      }));

/**
 * One way to build a form: values and inputs by @mantine/form, the body checked by the contract's zod
 * schema, and a field map, the schema's or the server's 422 (dotted names for nested fields, as Mantine's paths),
 * shown as the first message under each field. Every submission starts by clearing the previous errors.
 */
export const useSchemaForm = <Values extends FormValues, Body>(
  options: SchemaFormOptions<Values, Body>,
): { form: UseFormReturnType<Values>; formProps: SchemaFormProps } => {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    // The name ties a server field to its input: the error lands under it, and focus goes to it.
    enhanceGetInputProps: ({ field }) => ({ name: field }),
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  // In a FormModal, typed input keeps Escape and a click outside from closing it.
  useReportUnsavedInput(form.isDirty());

  const showErrors = (errors: FieldErrors): void => {
    const controls = namedControls(ref.current);
    const names = new Set(controls.map((control) => control.name));
    const fieldErrors: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      const name = options.inputName?.(field) ?? field;
      const first = messages[0];
      if (first === undefined) continue;
      if (names.has(name)) fieldErrors[name] = first;
      else others.push(first);
    }
    form.setErrors(fieldErrors);
    setFormErrors(others);
    // Errors land where the eye is: the first control in the form's order that has one.
    controls.find((control) => Object.hasOwn(fieldErrors, control.name))?.element.focus();
    const first = Object.values(errors)[0]?.[0];
    if (options.warnFirstFieldError === true && first !== undefined) setNotice({ level: 'warning', message: first });
  };

  const submit = async (): Promise<void> => {
    form.clearErrors();
    setFormErrors([]);
    setNotice(null);
    const parsed = options.schema.safeParse(form.getValues());
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      await options.onSubmit(parsed.data);
      if (options.successNotice !== undefined) setNotice({ level: 'success', message: options.successNotice });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors !== null) showErrors(error.fieldErrors);
      else if (!isApiError(error)) reportError(error);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void (options.withLoader === true ? withLoader(submit) : submit());
  };

  return { form, formProps: { ref, onSubmit, formErrors, notice } };
};

type SchemaFormElementProps = SchemaFormProps & Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'noValidate'>;

/**
 * The form element of useSchemaForm, with an alert for the messages of fields it has no input for and, after
 * its fields and action, what the form says of its last submission.
 */
export const SchemaForm = ({ ref, onSubmit, formErrors, notice, children, ...props }: SchemaFormElementProps) => (
  <form ref={ref} onSubmit={onSubmit} noValidate {...props}>
    {formErrors.length === 0 ? null : (
      <Alert color="red" variant="light" role="alert" mb="sm">
        {formErrors.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Alert>
    )}
    {children}
    <FormNoticeAlert notice={notice} />
  </form>
);

/** A form's notice beside its action: a problem as an alert, a success as a status, each read out when it shows. */
export const FormNoticeAlert = ({ notice }: { notice: FormNotice | null }) =>
  notice === null ? null : (
    <Alert
      color={noticeColor[notice.level]}
      variant="light"
      role={notice.level === 'success' ? 'status' : 'alert'}
      mt="sm"
      p="xs"
      data-notice-level={notice.level}
    >
      {notice.message}
    </Alert>
  );
