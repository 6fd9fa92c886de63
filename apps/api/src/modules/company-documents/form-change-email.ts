import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** Issue 25 §5: a member admin's request to change a process's case form, with the version they looked at. */
export function formChangeEmail(input: {
  to: string;
  processName: string;
  versionNumber: number;
  note: string;
  company: { name: string; slug: string };
  requester: { name: string; email: string };
  link: string;
}): EmailMessage {
  const version = `version ${String(input.versionNumber)}`;
  return {
    template: 'process_form_change_request',
    to: [input.to],
    subject: `Form change request: ${input.processName} (${version}) from ${input.company.name}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello network team,',
      paragraphs: [
        `${input.requester.name} (${input.requester.email}) of ${input.company.name} (${input.company.slug}) asks for a change to the case form of ${input.processName}, as it is in ${version}:`,
        input.note,
      ],
      action: { label: 'Open the process in the console', url: input.link },
    }),
  };
}
