import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCEPT_NOTE, respondBody, updateEngineerBody } from './cases.ts';

describe('case bodies', () => {
  it('a parsed body is valid input again: a client sends what it parsed with the same schema', () => {
    const bodies = [
      { status: 'approval', case_number: ' GX-1 ', engineer_email: '', next_steps: DEFAULT_ACCEPT_NOTE },
      { status: 'information-request', note: 'Logs?', reviewer_email: 'Rob@Globex.test' },
      { status: 'rejection', note: 'No.' },
      { status: 'information-reply', additional_information: 'Here.' },
    ];
    for (const body of bodies) {
      const once = respondBody.parse(body);
      expect(respondBody.parse(once)).toEqual(once);
    }
    const engineer = updateEngineerBody.parse({
      case_number: '7',
      engineer_name: 'Nia',
      engineer_email: 'nia@globex.test',
      phone_country_code: '',
    });
    expect(engineer).toMatchObject({ engineer_phone: null, phone_country_code: null });
    expect(updateEngineerBody.parse(engineer)).toEqual(engineer);
  });

  it('[C-063] a rejection or an information request needs a note; an unknown status is refused', () => {
    expect(respondBody.safeParse({ status: 'rejection', note: '  ' }).error?.issues[0]?.path).toEqual(['note']);
    expect(respondBody.safeParse({ status: 'information-request' }).success).toBe(false);
    expect(respondBody.safeParse({ status: 'accepted' }).success).toBe(false);
  });
});
