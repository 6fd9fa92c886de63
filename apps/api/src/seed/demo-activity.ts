import type { OnboardingData } from '../db/schema/onboarding.ts';

/** Starred partners: user, partner company, optional department, document key. */
export const DEMO_FAVORITES: { user: string; company: string; department?: string; document: string }[] = [
  { user: 'caller@acme.test', company: 'globex', document: 'globex-storage' },
  { user: 'caller@acme.test', company: 'initech', document: 'initech-json' },
  { user: 'bm@acme.test', company: 'globex', department: 'Block Storage Support', document: 'globex-storage' },
  { user: 'caller@globex.test', company: 'acme', department: 'Storage Engineering', document: 'acme-storage' },
  { user: 'caller@initech.test', company: 'acme', document: 'acme-routing' },
];

export const DEMO_SAVED_SEARCHES: {
  user: string;
  term: string;
  location: string;
  daysAgo: number;
  result?: { company: string; department?: string };
}[] = [
  { user: 'caller@acme.test', term: 'globex', location: 'dashboard', daysAgo: 6, result: { company: 'globex' } },
  {
    user: 'caller@acme.test',
    term: 'kubernetes',
    location: 'dashboard',
    daysAgo: 4,
    result: { company: 'initech', department: 'Kubernetes Services' },
  },
  { user: 'caller2@acme.test', term: 'nvme', location: 'dashboard', daysAgo: 3 },
  {
    user: 'caller@globex.test',
    term: 'acme cloud',
    location: 'dashboard',
    daysAgo: 2,
    result: { company: 'acme', department: 'Cloud Platform' },
  },
  {
    user: 'bm@cyberdyne.test',
    term: 'storage eng',
    location: 'dashboard',
    daysAgo: 1,
    result: { company: 'acme', department: 'Storage Engineering' },
  },
];

/** Process views behind the processes viewed report: viewer, document key, days ago. */
export const DEMO_DOCUMENT_VIEWS: [string, string, number][] = [
  ['caller@acme.test', 'globex-storage', 6],
  ['caller@acme.test', 'globex-storage', 3],
  ['caller2@acme.test', 'globex-storage', 0.1],
  ['caller@acme.test', 'initech-json', 4],
  ['caller@globex.test', 'acme-routing', 2],
  ['caller@globex.test', 'acme-cloud', 2],
  ['bm@cyberdyne.test', 'acme-storage', 0.2],
  ['caller@stark.test', 'vandelay-support', 7],
  ['bm@umbrella.test', 'globex-storage', 5],
  ['caller@wayne.test', 'initech-json', 18],
];

export const DEMO_ONBOARDING: {
  email: string;
  vhost: string;
  step: 'contact' | 'agreements' | 'success';
  status: 'in_progress' | 'pending_approval';
  daysAgo: number;
  sfOpportunity?: string;
  data: OnboardingData;
}[] = [
  {
    email: 'jordan.lee@piedpiper.test',
    vhost: 'storage-alliance',
    step: 'agreements',
    status: 'in_progress',
    daysAgo: 2,
    data: {
      user: {
        first_name: 'Jordan',
        last_name: 'Lee',
        email: 'jordan.lee@piedpiper.test',
        phone: '650-555-0181',
        phone_country_code: 'US',
      },
      company: {
        name: 'Pied Piper Compression',
        address: '5230 Newell Road',
        city: 'Palo Alto',
        state: 'CA',
        zipcode: '94303',
        url: 'https://www.piedpiper.test',
      },
    },
  },
  {
    email: 'support-ops@massive-dynamic.test',
    vhost: 'storage-alliance',
    step: 'success',
    status: 'pending_approval',
    daysAgo: 1,
    sfOpportunity: '0068c00000Q1x9AAC',
    data: {
      user: {
        first_name: 'Nina',
        last_name: 'Sharp',
        email: 'support-ops@massive-dynamic.test',
        phone: '617-555-0155',
        phone_country_code: 'US',
      },
      company: {
        name: 'Massive Dynamic Storage',
        address: '1 Federal Street',
        city: 'Boston',
        state: 'MA',
        zipcode: '02110',
        url: 'https://www.massive-dynamic.test',
      },
      document: {
        support_hours: '7/24/365',
        product_supported: 'MD Object Store 5',
        support_email: 'support@massive-dynamic.test',
        support_phone: '617-555-0100',
        support_country_code: 'US',
        manager_first_name: 'Walter',
        manager_last_name: 'Bishop',
        manager_email: 'wbishop@massive-dynamic.test',
        escalation_instructions: '<p>Call the support duty manager at +1 617 555 0100 for Sev 1.</p>',
        login_page_text: 'Massive Dynamic engineers: sign in with your work email.',
      },
      agreements: { database_license: true, code_of_conduct: true, addendum: true },
      payment: { contract_length: 'three_years', payment_type: 'invoice' },
    },
  },
];
