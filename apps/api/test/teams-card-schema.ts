import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';

/**
 * What a Teams channel would refuse (ADR 58): a message that is not a valid incoming-webhook message with an Adaptive
 * Card 1.4, judged by a real JSON-schema validator against the trimmed card schema in fixtures/. Null: valid.
 */
const schema = JSON.parse(
  readFileSync(new URL('./fixtures/teams-adaptive-card-1.4.trimmed.schema.json', import.meta.url), 'utf8'),
) as object;
// The one format the schema names: a URI (WHATWG URL parsing stands in for RFC 3986 here).
const ajv = new Ajv({ allErrors: true, strict: true, formats: { uri: (value: string) => URL.canParse(value) } });
const validateCard = ajv.compile(schema);

export const teamsCardRefusal = (body: string): string | null =>
  validateCard(JSON.parse(body)) ? null : ajv.errorsText(validateCard.errors);
