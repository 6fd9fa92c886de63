import type { GroupFileType, GroupType, MemberRelationship, UserAccessFlag } from '@casebridge/contract/enums';
import type { PartnerGroupLink } from '../db/schema/groups.ts';

export type DemoPartnerGroup = {
  vhost: string;
  hostEmail: string;
  price: number;
  priceThreeYears: number;
  instructions: string;
  links: PartnerGroupLink[];
  forceAddendum: boolean;
  registrationStatusUrl: string;
};

export type DemoRelation = {
  company: string;
  department?: string;
  document: string;
  userAccessFlag?: UserAccessFlag;
  memberRelationship?: MemberRelationship;
  isActive?: boolean;
  /** Users with access when userAccessFlag is 'limit'. */
  users?: string[];
};

export type DemoGroupDocument = {
  company: string;
  name: string;
  documentType: GroupFileType;
  url: string;
};

export type DemoGroup = {
  name: string;
  description: string;
  type: GroupType;
  sponsor?: string;
  sponsorDepartment?: string;
  sponsorDocument?: string;
  addendumName?: string;
  sla?: { p1: [string, number]; p2: [string, number]; p3: [string, number] };
  /**
   * The group's Teams channel, filled in and left off (ADR 58): turning it on in the console emails its manager the
   * connect link, and a channel exists from then on. The seed sends no email.
   */
  msteams?: { managerEmail: string; teamUrl: string };
  partnerGroup?: DemoPartnerGroup;
  relations: DemoRelation[];
  documents?: DemoGroupDocument[];
};

export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Storage Alliance',
    description: 'Storage vendors and their software partners working joint customer cases on Globex arrays.',
    type: 'partner_program',
    sponsor: 'globex',
    sponsorDepartment: 'Block Storage Support',
    sponsorDocument: 'globex-storage',
    addendumName: 'Storage Alliance Program Addendum (2025)',
    sla: {
      p1: ['Production down or data unavailable: a Globex engineer calls back within 1 hour, 24x7.', 1],
      p2: ['Degraded performance or redundancy lost: response within 4 business hours.', 4],
      p3: ['Questions, compatibility and documentation: next business day.', 24],
    },
    msteams: {
      managerEmail: 'alliance-managers@globex.test',
      teamUrl: 'https://teams.microsoft.test/l/team/storage-alliance',
    },
    partnerGroup: {
      vhost: 'storage-alliance',
      hostEmail: 'alliance@globex.test',
      price: 250000,
      priceThreeYears: 675000,
      instructions:
        'The Storage Alliance gives member support teams a direct, documented path into Globex storage engineering. ' +
        'Members publish a process for inbound cases, agree to the alliance code of conduct and keep their contacts current.',
      links: [
        { label: 'Program overview', url: 'https://www.globex.test/alliance' },
        { label: 'Interoperability matrix', url: 'https://www.globex.test/alliance/interop' },
        { label: 'Alliance FAQ', url: 'https://www.globex.test/alliance/faq' },
      ],
      forceAddendum: false,
      registrationStatusUrl: 'https://www.globex.test/alliance/registration-status',
    },
    relations: [
      {
        company: 'globex',
        department: 'Block Storage Support',
        document: 'globex-storage',
        memberRelationship: 'many_to_many',
      },
      {
        company: 'acme',
        department: 'Storage Engineering',
        document: 'acme-storage',
        memberRelationship: 'one_to_many',
      },
      {
        company: 'initech',
        document: 'initech-json',
        memberRelationship: 'one_to_many',
        userAccessFlag: 'limit',
        users: ['bm@initech.test', 'caller@initech.test'],
      },
      { company: 'umbrella', document: 'umbrella-static', memberRelationship: 'one_to_many' },
      { company: 'stark', document: 'stark-support', memberRelationship: 'one_to_many' },
    ],
    documents: [
      {
        company: 'globex',
        name: 'G-Series interoperability matrix',
        documentType: 'url',
        url: 'https://www.globex.test/alliance/interop',
      },
      {
        company: 'acme',
        name: 'Acme escalation runbook for Globex arrays',
        documentType: 'url',
        url: 'https://docs.acme.test/runbooks/globex',
      },
    ],
  },
  {
    name: 'Cloud Interop Open Group',
    description: 'An open forum for vendors whose products run together in public and private clouds.',
    type: 'open_group',
    relations: [
      {
        company: 'acme',
        document: 'acme-routing',
        userAccessFlag: 'limit',
        users: ['bm@acme.test', 'pm@acme.test', 'caller@acme.test'],
      },
      { company: 'initech', document: 'initech-manager' },
      { company: 'globex', document: 'globex-storage' },
      { company: 'wayne', department: 'Security Response', document: 'wayne-support' },
      { company: 'vandelay', document: 'vandelay-support' },
      { company: 'cyberdyne', document: 'cyberdyne-support' },
      { company: 'hooli', document: 'hooli-support', isActive: false },
    ],
  },
  {
    name: 'Acme Solution Support',
    description: 'Partners certified on Acme backup and replication, with a shared escalation path.',
    type: 'solution_support',
    sponsor: 'acme',
    sponsorDepartment: 'Storage Engineering',
    sponsorDocument: 'acme-storage',
    relations: [
      { company: 'acme', department: 'Storage Engineering', document: 'acme-storage' },
      { company: 'initech', department: 'Kubernetes Services', document: 'initech-json' },
      { company: 'cyberdyne', document: 'cyberdyne-support' },
      { company: 'soylent', document: 'soylent-support' },
    ],
    documents: [
      {
        company: 'acme',
        name: 'Acme solution support SLA',
        documentType: 'url',
        url: 'https://docs.acme.test/solution-support/sla',
      },
    ],
  },
  {
    name: 'Database Interop Program',
    description: 'Free program for database and middleware vendors sharing change-data-capture customers.',
    type: 'partner_program',
    sponsor: 'vandelay',
    sponsorDocument: 'vandelay-support',
    addendumName: 'CDC Data Handling Addendum',
    partnerGroup: {
      vhost: 'db-interop',
      hostEmail: 'interop@vandelay.test',
      price: 0,
      priceThreeYears: 0,
      instructions: 'Membership is free. Publish a process, accept the data handling addendum and start collaborating.',
      links: [{ label: 'Connector certification', url: 'https://www.vandelay.test/interop/certification' }],
      forceAddendum: true,
      registrationStatusUrl: 'https://www.vandelay.test/interop/status',
    },
    relations: [
      { company: 'vandelay', document: 'vandelay-support', memberRelationship: 'many_to_many' },
      { company: 'stark', document: 'stark-support', memberRelationship: 'one_to_many' },
    ],
  },
];

/** Registration settings' default groups per company slug. */
export const DEMO_REGISTRATION_GROUPS: Record<string, string[]> = {
  acme: ['Acme Solution Support', 'Cloud Interop Open Group'],
  globex: ['Storage Alliance'],
};
