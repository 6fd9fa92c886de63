import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseNoteBody } from './cases.ts';
import { MAX_ID, emailField, idParam, withPasswordConfirmation } from './fields.ts';
import { ssoSettingsFields } from './sso.ts';

describe('idParam', () => {
  it('reads decimal ids within the integer range', () => {
    expect(idParam.parse('16')).toBe(16);
    expect(idParam.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses what a number coercion would have read as another id, and ids no row can have', () => {
    for (const value of ['0x10', '1e3', ' 16', '16 ', '16.0', '+16', '016', '0', '-1', '', '2147483648', '99999999999'])
      expect(idParam.safeParse(value).success, value).toBe(false);
  });
});

describe('checks across fields', () => {
  const fieldsWithErrors = (result: { success: boolean; error?: z.ZodError }) =>
    [...new Set(result.error?.issues.map((issue) => String(issue.path[0])))].sort();
  const form = withPasswordConfirmation(
    z.object({
      email: emailField,
      role: z.enum(['caller', 'api'], { error: 'Please choose a role.' }),
      password: z.string(),
      password_confirmation: z.string(),
    }),
  );

  it("[issue 23] report every field's error at once: another field's error does not hide the confirmation's", () => {
    // A role not chosen is an error Zod does not go on after by default: the object's own checks were skipped.
    const result = form.safeParse({
      email: 'not-an-address',
      role: '',
      password: 'Secret#123',
      password_confirmation: 'Other#1',
    });
    expect(fieldsWithErrors(result)).toEqual(['email', 'password_confirmation', 'role']);
  });

  it('wait for the fields they read: a password that is not text is its own error, not a mismatch too', () => {
    const result = form.safeParse({
      email: 'ops@example.test',
      role: 'caller',
      password: 12,
      password_confirmation: 'Other#1',
    });
    expect(fieldsWithErrors(result)).toEqual(['password']);
  });

  it('the note, the group and the SSO forms report their cross-field error beside the others', () => {
    expect(fieldsWithErrors(caseNoteBody.safeParse({ summary: null, description: null }))).toEqual(['summary']);
    expect(
      fieldsWithErrors(
        ssoSettingsFields.safeParse({
          sso_identity_source: 'url',
          sso_idp_federation_url: '',
          sso_idp_entity_url: 'x',
        }),
      ),
    ).toEqual(['sso_idp_entity_url', 'sso_idp_federation_url']);
  });
});
