import { submitCaseHelpFlags } from '@casebridge/contract/case-submission';

/** C-012, ADR 14: the help the submit-case form offers beside its fields. */
export const DEMO_HELP_HINTS: { flag: string; title: string; content: string }[] = [
  {
    flag: submitCaseHelpFlags.priority,
    title: 'Choosing a priority',
    content:
      '<p>Pick the priority your <strong>customer</strong> is living with, not the one you would like:</p>' +
      '<ul><li><strong>High - P1</strong>: production down or data at risk, no workaround.</li>' +
      '<li><strong>Medium - P2</strong>: production degraded, or a workaround that will not hold.</li>' +
      '<li><strong>Low - P3</strong>: questions, cosmetic issues, planned work.</li></ul>' +
      '<p>Basic and standard members send Low - P3; the partner may raise it once it has triaged the case.</p>',
  },
  {
    flag: submitCaseHelpFlags.internalCaseNumber,
    title: 'Your case number',
    content:
      "<p>The number of the case in <em>your</em> ticketing system. The partner quotes it in every answer, so both sides' " +
      'engineers find the case without asking.</p>',
  },
  {
    flag: submitCaseHelpFlags.engineerContact,
    title: 'Who the partner contacts',
    content:
      "<p>The partner's engineer calls or emails this person about the case, so name the engineer who owns it " +
      "and is reachable during the partner's support hours.</p><p>For a P1, add a phone number: escalations are " +
      'phoned in.</p>',
  },
];
