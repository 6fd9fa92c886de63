import { describe, expect, it } from 'vitest';
import {
  activeGroups,
  helpHintParams,
  isShown,
  isWebUrl,
  needsLinked,
  parsePhone,
  priorityRule,
  selectChoices,
  type RequirementEntry,
} from './case-submission.ts';

const groupselect = (id: number, groups: Record<string, string[]>, group: string | null = null): RequirementEntry => ({
  requirement_id: id,
  required: false,
  group,
  options: Object.keys(groups),
  additional_settings: { groups },
  requirement: { id, type: 'groupselect', label: `Switch ${String(id)}`, code_label: null },
});

describe('requirement rules', () => {
  it('[C-022] choices come from a list or newline text, trimmed, without blanks or repeats', () => {
    expect(selectChoices(' a \nb\n\nb\r\nc ')).toEqual(['a', 'b', 'c']);
    expect(selectChoices(['x', ' y ', ''])).toEqual(['x', 'y']);
    expect(selectChoices({ model: 'countries', foreign_key: 'id' })).toEqual([]);
  });

  it('[C-024] a groupselect inside a group activates its own groups only while its group is active', () => {
    const entries = [groupselect(1, { Block: ['block'], File: ['file'] }), groupselect(2, { FC: ['fc'] }, 'block')];
    expect([...activeGroups(entries, { custom_1: 'Block', custom_2: 'FC' })].sort()).toEqual(['block', 'fc']);
    expect([...activeGroups(entries, { custom_1: 'File', custom_2: 'FC' })]).toEqual(['file']);
    expect(isShown({ group: 'fc' }, new Set(['file']))).toBe(false);
    expect(isShown({ group: null }, new Set())).toBe(true);
  });

  it('[C-023] the linked field is needed only for a sub-option its main option lists', () => {
    const options = [{ value: 'OS', sub_options: ['9.1', '9.2'], linked_required: ['9.2'] }];
    expect(needsLinked(options, { value: 'OS', sub_option: '9.2' })).toBe(true);
    expect(needsLinked(options, { value: 'OS', sub_option: '9.1' })).toBe(false);
    expect(needsLinked(options, { value: 'Other OS', sub_option: '9.2' })).toBe(false);
  });

  it('[C-014] a phone is "country: number" or a bare number, at most 25 characters with 4 digits or more', () => {
    expect(parsePhone('US: 408 555 0100')).toEqual({ country: 'US', number: '408 555 0100' });
    expect(parsePhone('+49 (30) 555-0100')).toEqual({ country: null, number: '+49 (30) 555-0100' });
    expect(parsePhone('call me')).toBeUndefined();
    expect(parsePhone('12')).toBeUndefined();
    expect(parsePhone(`US: ${'1'.repeat(26)}`)).toBeUndefined();
  });

  it('[C-018] basic or standard on either side holds low unless a shared group sets its own priority messages', () => {
    const premium = { name: 'Acme', membership_type: 'premium' as const };
    const standard = { name: 'Globex', membership_type: 'standard' as const };
    expect(priorityRule({ submitter: premium, receiver: { ...premium, name: 'Stark' }, custom: null }).locked).toBe(
      false,
    );
    expect(priorityRule({ submitter: premium, receiver: standard, custom: null }).locked).toBe(true);
    expect(
      priorityRule({
        submitter: { ...standard, name: 'Basic', membership_type: 'basic' },
        receiver: premium,
        custom: null,
      }).locked,
    ).toBe(true);
    expect(priorityRule({ submitter: null, receiver: premium, custom: null }).locked).toBe(true);
    const tier = { message: 'Within 1 hour', response_hours: 1 };
    expect(
      priorityRule({
        submitter: premium,
        receiver: standard,
        custom: { group: 'Alliance', high: tier, medium: tier, low: tier },
      }).locked,
    ).toBe(false);
  });
});

describe('help hints and the case exchange', () => {
  it('[C-012] a help flag is lowercase words joined by . _ or -, at most 64 characters', () => {
    for (const flag of ['case_priority', 'submit.engineer-contact', 'a', 'p1'])
      expect(helpHintParams.safeParse({ flag }).success, flag).toBe(true);
    for (const flag of ['', 'Case_Priority', '_x', 'x_', 'a..b', 'a b', '../etc', 'x'.repeat(65)])
      expect(helpHintParams.safeParse({ flag }).success, flag).toBe(false);
  });

  it('[C-010] only http and https urls count as web addresses', () => {
    expect(isWebUrl('https://exchange.example/cases')).toBe(true);
    expect(isWebUrl('http://localhost:3400/x')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/cases', 'ftp://x.test', ''])
      expect(isWebUrl(url), url).toBe(false);
  });
});
