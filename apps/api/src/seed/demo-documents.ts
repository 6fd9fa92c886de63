import type { DocumentType, EmailTemplateType, RequirementSection, RequirementType } from '@casebridge/contract/enums';
import type { RequirementOptions, RequirementSettings } from '../db/schema/documents.ts';

export type DemoRequirement = { type: RequirementType; label: string; codeLabel: string };

/** The shared requirement catalogue, keyed for the documents below. */
export const DEMO_REQUIREMENTS = {
  customer_company: { type: 'string', label: 'Customer company', codeLabel: 'customer_company' },
  customer_contact: { type: 'string', label: 'Customer contact name', codeLabel: 'customer_contact' },
  customer_email: { type: 'email', label: 'Customer contact email', codeLabel: 'customer_email' },
  customer_phone: { type: 'phone', label: 'Customer contact phone', codeLabel: 'customer_phone' },
  customer_timezone: { type: 'timezone', label: 'Customer time zone', codeLabel: 'customer_timezone' },
  customer_country: { type: 'db_select', label: 'Customer country', codeLabel: 'customer_country' },
  array_model: { type: 'select', label: 'Array model', codeLabel: 'array_model' },
  product_version: { type: 'tierselect', label: 'Product and version', codeLabel: 'product_version' },
  affected_hosts: { type: 'integer', label: 'Number of affected hosts', codeLabel: 'affected_hosts' },
  diagnostics_url: { type: 'url', label: 'Diagnostics bundle URL', codeLabel: 'diagnostics_url' },
  error_log: { type: 'text', label: 'Error log excerpt', codeLabel: 'error_log' },
  source_system: { type: 'hidden', label: 'Source system', codeLabel: 'source_system' },
  storage_protocol: { type: 'groupselect', label: 'Storage protocol', codeLabel: 'storage_protocol' },
  lun_id: { type: 'string', label: 'LUN ID', codeLabel: 'lun_id' },
  initiator_iqn: { type: 'string', label: 'Initiator IQN', codeLabel: 'initiator_iqn' },
  export_path: { type: 'string', label: 'NFS/SMB export path', codeLabel: 'export_path' },
  acme_reference: { type: 'copy', label: 'Acme knowledge base reference', codeLabel: 'acme_reference' },
  tenant_id: { type: 'string', label: 'Tenant ID', codeLabel: 'tenant_id' },
  cloud_region: { type: 'select', label: 'Cloud region', codeLabel: 'cloud_region' },
  cluster_id: { type: 'string', label: 'Cluster ID', codeLabel: 'cluster_id' },
  kubernetes_version: { type: 'select', label: 'Kubernetes version', codeLabel: 'kubernetes_version' },
  node_count: { type: 'integer', label: 'Node count', codeLabel: 'node_count' },
  serial_number: { type: 'string', label: 'Product serial number', codeLabel: 'serial_number' },
  customer_severity: { type: 'select', label: 'Customer-reported severity', codeLabel: 'customer_severity' },
} as const satisfies Record<string, DemoRequirement>;

export type DemoRequirementKey = keyof typeof DEMO_REQUIREMENTS;

export type DemoDocumentRequirement = {
  requirement: DemoRequirementKey;
  section: RequirementSection;
  required?: boolean;
  group?: string;
  options?: RequirementOptions;
  additionalSettings?: RequirementSettings;
};

export const DEMO_EMAIL_TEMPLATES: { type: EmailTemplateType; slug: string; name: string }[] = [
  { type: 'new_receiving_member', slug: 'new-case', name: 'New case (standard)' },
  { type: 'new_receiving_member', slug: 'manager-request', name: 'Manager request' },
  { type: 'new_receiving_member', slug: 'new-case-json', name: 'New case (JSON intake acknowledgement)' },
];

export type DemoDocument = {
  key: string;
  company: string;
  name: string;
  type: DocumentType;
  title: string;
  supportHours?: string;
  productSupported?: string;
  jsonType?: string;
  collaborateEmail?: string;
  collaborateCcEmail?: string;
  escalationInstructions?: string;
  escalationAlias?: string;
  adminNote?: string;
  commonCustomerSectionTitle?: string;
  staticDocument?: string;
  parentOptionName?: string;
  linkages?: { optionName: string; document: string }[];
  managers?: { main: string; alternate?: string };
  tags?: string[];
  departments?: string[];
  emailTemplate?: string;
  requirements?: DemoDocumentRequirement[];
};

const common = (section: RequirementSection = 'common_customer_section'): DemoDocumentRequirement[] => [
  { requirement: 'customer_company', section, required: true },
  { requirement: 'customer_email', section, required: true },
];

const severity: DemoDocumentRequirement = {
  requirement: 'customer_severity',
  section: 'problem_section',
  required: true,
  options: ['Sev 1 - Production down', 'Sev 2 - Degraded', 'Sev 3 - Question'],
  additionalSettings: { allow_other: false },
};

function simpleTicket(
  key: string,
  company: string,
  name: string,
  product: string,
  domain: string,
  tags: string[],
): DemoDocument {
  return {
    key,
    company,
    name,
    type: 'ticket',
    title: name,
    productSupported: product,
    collaborateEmail: `support@${domain}`,
    escalationInstructions: `<p>For Sev 1 issues call the ${name.replace(' Support Collaboration', '')} duty manager after submitting the case.</p>`,
    managers: { main: `bm@${domain}` },
    tags,
    emailTemplate: 'new-case',
    requirements: [
      ...common(),
      { requirement: 'serial_number', section: 'problem_section' },
      severity,
      { requirement: 'customer_contact', section: 'contact_section' },
    ],
  };
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    key: 'globex-storage',
    company: 'globex',
    name: 'Globex Storage Collaboration',
    type: 'ticket',
    title: 'Globex Storage Collaboration',
    supportHours: '7/24/365',
    productSupported: 'G-Series 500, G-Series 900, Archive X2',
    collaborateEmail: 'support@globex.test',
    collaborateCcEmail: 'escalations@globex.test',
    escalationAlias: 'storage-escalations@globex.test',
    escalationInstructions:
      '<p>After submitting, Sev 1 cases must also be phoned in:</p><ul><li>Americas: +1 408 555 0100</li><li>EMEA: +353 1 555 0100</li></ul><p>Quote the <strong>array serial number</strong> and the CaseBridge case number.</p>',
    adminNote: '<p>Globex triages alliance cases within 30 minutes during business hours.</p>',
    commonCustomerSectionTitle: 'Joint customer',
    managers: { main: 'bm@globex.test', alternate: 'pm@globex.test' },
    tags: ['SAN', 'iSCSI', 'NVMe-oF', 'array firmware', 'snapshots'],
    departments: ['Block Storage Support', 'Backup & Recovery'],
    emailTemplate: 'new-case',
    requirements: [
      ...common(),
      { requirement: 'customer_phone', section: 'common_customer_section' },
      { requirement: 'customer_timezone', section: 'common_customer_section', required: true },
      {
        requirement: 'array_model',
        section: 'problem_section',
        required: true,
        options: ['G-Series 500', 'G-Series 900', 'Archive X2'],
        additionalSettings: { allow_other: true },
      },
      {
        requirement: 'product_version',
        section: 'problem_section',
        required: true,
        options: [
          { value: 'G-Series OS', sub_options: ['9.0', '9.1', '9.2'], linked_required: ['9.2'] },
          { value: 'Archive OS', sub_options: ['4.3', '4.4'], linked_required: [] },
        ],
        additionalSettings: { linked_label: 'Hotfix level (required on 9.2)' },
      },
      { requirement: 'serial_number', section: 'problem_section', required: true },
      { requirement: 'affected_hosts', section: 'problem_section' },
      { requirement: 'diagnostics_url', section: 'problem_section' },
      { requirement: 'error_log', section: 'problem_section' },
      { requirement: 'source_system', section: 'problem_section', options: 'casebridge' },
      { requirement: 'customer_contact', section: 'contact_section', required: true },
    ],
  },
  {
    key: 'acme-storage',
    company: 'acme',
    name: 'Acme Storage Engineering Escalation',
    type: 'solution_support',
    title: 'Acme Storage Engineering Escalation',
    supportHours: '7/24/365',
    productSupported: 'Acme Backup 7, Acme Replicate 12',
    collaborateEmail: 'storage-eng@acme.test',
    collaborateCcEmail: 'support-ops@acme.test',
    escalationAlias: 'storage-duty@acme.test',
    escalationInstructions:
      '<p>Storage Engineering keeps a duty engineer on call. If you get no answer within your SLA, page <strong>storage-duty@acme.test</strong>.</p>',
    adminNote: '<p>Solution support cases count against the partner SLA; include LUN or export details.</p>',
    commonCustomerSectionTitle: 'Shared customer',
    managers: { main: 'bm@acme.test', alternate: 'pm@acme.test' },
    tags: ['backup', 'replication', 'block storage', 'NFS'],
    departments: ['Storage Engineering'],
    emailTemplate: 'new-case',
    requirements: [
      ...common(),
      {
        requirement: 'customer_country',
        section: 'common_customer_section',
        required: true,
        options: { model: 'countries', foreign_key: 'id' },
      },
      {
        requirement: 'storage_protocol',
        section: 'problem_section',
        required: true,
        options: ['Block (iSCSI/FC)', 'File (NFS/SMB)'],
        additionalSettings: { groups: { 'Block (iSCSI/FC)': ['block'], 'File (NFS/SMB)': ['file'] } },
      },
      { requirement: 'lun_id', section: 'problem_section', required: true, group: 'block' },
      { requirement: 'initiator_iqn', section: 'problem_section', group: 'block' },
      { requirement: 'export_path', section: 'problem_section', required: true, group: 'file' },
      {
        requirement: 'acme_reference',
        section: 'problem_section',
        options: 'Acme KB-4411: collect "acmectl support-bundle --all" before escalating.',
      },
      { requirement: 'customer_contact', section: 'contact_section', required: true },
    ],
  },
  {
    key: 'acme-cloud',
    company: 'acme',
    name: 'Acme Cloud Platform Collaboration',
    type: 'ticket',
    title: 'Acme Cloud Platform Collaboration',
    supportHours: 'Mon-Fri 06:00-22:00 UTC',
    productSupported: 'Acme Cloud',
    collaborateEmail: 'cloud-support@acme.test',
    escalationInstructions:
      '<p>Check <a href="https://status.acme.test">status.acme.test</a> before escalating an outage.</p>',
    managers: { main: 'pm@acme.test', alternate: 'bm@acme.test' },
    tags: ['object storage', 'cloud', 'API'],
    departments: ['Cloud Platform'],
    emailTemplate: 'new-case',
    requirements: [
      ...common(),
      { requirement: 'tenant_id', section: 'problem_section', required: true },
      {
        requirement: 'cloud_region',
        section: 'problem_section',
        required: true,
        options: 'us-east\neu-west\nap-south',
        additionalSettings: { allow_other: false },
      },
      { requirement: 'customer_timezone', section: 'contact_section' },
    ],
  },
  {
    key: 'acme-routing',
    company: 'acme',
    name: 'Acme Support Routing',
    type: 'parent',
    title: 'Acme Support Routing',
    parentOptionName: 'Which Acme product is affected?',
    adminNote: '<p>Pick the product line; each routes to its own engineering team.</p>',
    linkages: [
      { optionName: 'Backup, replication or storage arrays', document: 'acme-storage' },
      { optionName: 'Acme Cloud (hosted)', document: 'acme-cloud' },
    ],
  },
  {
    key: 'initech-json',
    company: 'initech',
    name: 'Initech Cloud JSON Intake',
    type: 'json',
    title: 'Initech Cloud JSON Intake',
    productSupported: 'Initech Managed Kubernetes',
    jsonType: 'initech-servicenow-v2',
    collaborateEmail: 'k8s-support@initech.test',
    collaborateCcEmail: 'partner-desk@initech.test',
    escalationInstructions:
      '<p>Cases are created in Initech ServiceNow automatically. Reply to the acknowledgement to add details.</p>',
    managers: { main: 'bm@initech.test', alternate: 'caller@initech.test' },
    tags: ['Kubernetes', 'CSI', 'autoscaling', 'managed cloud'],
    departments: ['Kubernetes Services'],
    emailTemplate: 'new-case-json',
    requirements: [
      ...common(),
      { requirement: 'customer_phone', section: 'common_customer_section' },
      { requirement: 'cluster_id', section: 'problem_section', required: true },
      {
        requirement: 'kubernetes_version',
        section: 'problem_section',
        required: true,
        options: ['1.28', '1.29', '1.30'],
        additionalSettings: { allow_other: true },
      },
      { requirement: 'node_count', section: 'problem_section' },
    ],
  },
  {
    key: 'initech-manager',
    company: 'initech',
    name: 'Initech Manager Escalation',
    type: 'manager',
    title: 'Initech Manager Escalation',
    productSupported: 'All Initech Cloud services',
    collaborateEmail: 'duty-managers@initech.test',
    escalationInstructions: '<p>The duty manager answers critical escalations within 30 minutes, 24x7.</p>',
    managers: { main: 'bm@initech.test', alternate: 'caller@initech.test' },
    tags: ['critical escalation', 'management'],
    emailTemplate: 'manager-request',
  },
  {
    key: 'umbrella-static',
    company: 'umbrella',
    name: 'Umbrella Networks Support',
    type: 'default',
    title: 'Umbrella Networks Support',
    productSupported: 'UX switches, Fabric Manager',
    staticDocument:
      '<h2>Contacting Umbrella Networks support</h2><p>Umbrella takes partner cases by phone and through its support portal.</p><ul><li>Phone: +31 20 555 0177 (24x7)</li><li>Portal: <a href="https://support.umbrella.test">support.umbrella.test</a></li></ul><p>Have the switch serial number and the output of <code>show tech-support</code> ready.</p>',
    tags: ['switching', 'fabric', 'Fibre Channel'],
  },
  simpleTicket('stark-support', 'stark', 'Stark DB Support Collaboration', 'Stark DB 12-14', 'stark.test', [
    'SQL',
    'database',
  ]),
  simpleTicket('wayne-support', 'wayne', 'Wayne Security Support Collaboration', 'Wayne IdP, Wayne PAM', 'wayne.test', [
    'SSO',
    'SAML',
    'identity',
  ]),
  simpleTicket(
    'cyberdyne-support',
    'cyberdyne',
    'Cyberdyne NIC Support Collaboration',
    'CX NICs, RoCE',
    'cyberdyne.test',
    ['NIC', 'RDMA', 'drivers'],
  ),
  simpleTicket('soylent-support', 'soylent', 'Soylent DB Support Collaboration', 'Soylent DB 8', 'soylent.test', [
    'embedded database',
  ]),
  simpleTicket(
    'vandelay-support',
    'vandelay',
    'Vandelay Middleware Support Collaboration',
    'Vandelay Bus, CDC connectors',
    'vandelay.test',
    ['CDC', 'messaging', 'Kafka'],
  ),
  simpleTicket(
    'tyrell-support',
    'tyrell',
    'Tyrell Compute Support Collaboration',
    'Tyrell GPU servers',
    'tyrell.test',
    ['GPU', 'HPC'],
  ),
  simpleTicket('hooli-support', 'hooli', 'Hooli Support Collaboration', 'Hooli Nucleus', 'hooli.test', ['compression']),
];

/** Internal notes a company keeps on a partner's process. */
export const DEMO_DOCUMENT_NOTES: { company: string; document: string; note: string; by: string }[] = [
  {
    company: 'acme',
    document: 'globex-storage',
    note: '<p>Globex closes cases without the array serial. Always attach the support bundle link.</p>',
    by: 'bm@acme.test',
  },
  {
    company: 'globex',
    document: 'acme-storage',
    note: '<p>Acme storage duty answers faster on the alias than on the form for Sev 1.</p>',
    by: 'pm@globex.test',
  },
  {
    company: 'acme',
    document: 'initech-json',
    note: '<p>Initech needs the cluster ID from <code>kubectl config current-context</code>.</p>',
    by: 'pm@acme.test',
  },
];
