import type { CasePriority, CaseStatus } from '@casebridge/contract/enums';
import type { DemoRequirementKey } from './demo-documents.ts';

export type DemoCase = {
  from: string;
  to: string;
  department?: string;
  document: string;
  status: CaseStatus;
  priority: CasePriority;
  daysAgo: number;
  summary: string;
  description: string;
  /** Information was requested and the submitter replied (information, accepted or rejected cases). */
  informationReplied?: boolean;
  /** A note exchange on the Collaboration Feed. */
  notes?: { by: string; summary: string; description: string }[];
};

export const DEMO_CASES: DemoCase[] = [
  {
    from: 'caller@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'open',
    priority: 'high',
    daysAgo: 0.2,
    summary: 'Array firmware 9.2 drops iSCSI sessions under load',
    description:
      'After upgrading G-Series 900 controllers to 9.2.1, ESXi hosts lose all iSCSI sessions when Acme Backup runs more than 8 parallel streams. Sessions come back after ~40s. Reproduced at two customers; logs attached to the support bundle.',
  },
  {
    from: 'caller@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'information',
    priority: 'medium',
    daysAgo: 3,
    summary: 'Snapshot replication to G-Series 900 stalls at 97%',
    description:
      'Acme Replicate 12.4 jobs targeting a G-Series 900 stall at 97% and never complete. The array shows the snapshot as "consistent pending". No errors on our side beyond a 600s timeout.',
  },
  {
    from: 'caller2@acme.test',
    to: 'globex',
    department: 'Block Storage Support',
    document: 'globex-storage',
    status: 'accepted',
    priority: 'high',
    daysAgo: 6,
    summary: 'Multipath failover takes 90s after controller reboot on ESXi 8',
    description:
      'During a planned controller reboot, ESXi 8.0U2 hosts with the Globex SATP rule take 90 seconds to fail over paths; backup jobs fail with SCSI timeouts. Expected under 30s per the interop guide.',
    informationReplied: true,
    notes: [
      {
        by: 'caller@globex.test',
        summary: 'Path policy',
        description: '<p>Please confirm the hosts use <code>VMW_PSP_RR</code> with iops=1.</p>',
      },
      {
        by: 'caller2@acme.test',
        summary: 'Confirmed',
        description: '<p>All 12 hosts use RR with iops=1; esxcli output added to the bundle.</p>',
      },
    ],
  },
  {
    from: 'caller@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'closed',
    priority: 'low',
    daysAgo: 40,
    summary: 'Compatibility statement needed: Acme Backup 7 with Globex Archive X2',
    description:
      'Customer procurement requires a written compatibility statement for Acme Backup 7.3 writing to Archive X2 over S3.',
  },
  {
    from: 'caller2@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'rejected',
    priority: 'low',
    daysAgo: 15,
    summary: 'Quota reporting mismatch between NFS export and array UI',
    description:
      'df on the NFS client reports 2.1 TB used while the array UI shows 3.4 TB for the same export. Acme capacity reports use the client numbers and customers are confused.',
    informationReplied: true,
  },
  {
    from: 'pm@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'accepted',
    priority: 'medium',
    daysAgo: 22,
    summary: 'Thin-provisioned LUN reports full after UNMAP from Windows Server 2022',
    description:
      'After Acme Backup deletes old restore points and Windows issues UNMAP, the thin LUN still reports 100% allocated on the array; space is only reclaimed after a manual reclaim job.',
  },
  {
    from: 'caller@globex.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'open',
    priority: 'medium',
    daysAgo: 1,
    summary: 'Acme agent crashes backing up Globex NFS share with 2M+ files',
    description:
      'acme-agent 7.3.2 segfaults in the file walker after roughly 2.1 million entries on a Globex NFSv4.1 export. Core dump available. Smaller shares back up fine.',
  },
  {
    from: 'caller@globex.test',
    to: 'acme',
    department: 'Cloud Platform',
    document: 'acme-cloud',
    status: 'information',
    priority: 'high',
    daysAgo: 2,
    summary: 'Acme Cloud ingest API returns 502 for objects over 5 GiB',
    description:
      'Globex Archive X2 cloud tiering to Acme Cloud fails for objects larger than 5 GiB with HTTP 502 from the ingest endpoint in eu-west. Multipart upload with 64 MiB parts.',
    informationReplied: true,
  },
  {
    from: 'bm@globex.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'closed',
    priority: 'medium',
    daysAgo: 50,
    summary: 'Replication target certificate rejected after Acme 12.4 upgrade',
    description: 'Acme Replicate 12.4 rejects the Globex array certificate (SHA-1 intermediate) that 12.3 accepted.',
  },
  {
    from: 'caller@globex.test',
    to: 'acme',
    department: 'Cloud Platform',
    document: 'acme-cloud',
    status: 'accepted',
    priority: 'low',
    daysAgo: 9,
    summary: 'Clarify supported TLS ciphers for Acme Cloud on-prem gateway',
    description:
      'A joint customer hardens TLS to the CNSA suite. Which ciphers does the Acme Cloud gateway 3.x accept?',
    notes: [
      {
        by: 'pm@acme.test',
        summary: 'Cipher list',
        description:
          '<p>Gateway 3.2+ accepts TLS_AES_256_GCM_SHA384 only when FIPS mode is on. Doc link to follow.</p>',
      },
    ],
  },
  {
    from: 'caller@initech.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'rejected',
    priority: 'medium',
    daysAgo: 27,
    summary: 'CSI driver volume attach timeouts on OpenShift 4.14',
    description:
      'Volumes provisioned through the Acme CSI driver time out on attach after 2 minutes on OpenShift 4.14 worker nodes.',
  },
  {
    from: 'caller@acme.test',
    to: 'initech',
    document: 'initech-json',
    status: 'open',
    priority: 'low',
    daysAgo: 0.5,
    summary: 'PVCs stuck Pending in Initech managed Kubernetes eu-west',
    description:
      'PersistentVolumeClaims for the Acme backup catalog stay Pending with "waiting for first consumer" even after the pod is scheduled. Started after the cluster moved to 1.29.',
  },
  {
    from: 'caller@acme.test',
    to: 'initech',
    document: 'initech-json',
    status: 'accepted',
    priority: 'high',
    daysAgo: 4,
    summary: 'Node pool autoscaler evicts Acme backup agent pods mid-job',
    description:
      'The cluster autoscaler scales down nodes running acme-agent pods in the middle of a backup even with the safe-to-evict=false annotation. Customer loses nightly backups.',
    informationReplied: true,
    notes: [
      {
        by: 'caller@initech.test',
        summary: 'Workaround',
        description:
          '<p>Set a PodDisruptionBudget with minAvailable=1 on the agent deployment until the fix ships.</p>',
      },
    ],
  },
  {
    from: 'caller2@acme.test',
    to: 'initech',
    department: 'Kubernetes Services',
    document: 'initech-json',
    status: 'closed',
    priority: 'medium',
    daysAgo: 33,
    summary: 'Kubelet certificate rotation breaks Acme agent mTLS',
    description:
      'After Initech rotates kubelet certificates, the Acme agent sidecar fails mTLS until the pod restarts.',
  },
  {
    from: 'bm@initech.test',
    to: 'acme',
    department: 'Cloud Platform',
    document: 'acme-cloud',
    status: 'information',
    priority: 'low',
    daysAgo: 12,
    summary: 'API rate limits for bulk restore jobs',
    description:
      'Initech wants to run bulk restores for a migrating tenant. What are the Acme Cloud restore API rate limits per tenant?',
  },
  {
    from: 'bm@umbrella.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'open',
    priority: 'low',
    daysAgo: 5,
    summary: 'Umbrella UX-48 FC ports flap against G-Series 500 at 32G',
    description:
      'FC links between Umbrella UX-48 switches and G-Series 500 front-end ports flap every few hours at 32G; stable at 16G.',
  },
  {
    from: 'bm@umbrella.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'closed',
    priority: 'low',
    daysAgo: 58,
    summary: 'Interop test results requested for Umbrella Fabric Manager 3.1',
    description: 'Please share the Globex interop lab results for Fabric Manager 3.1 zoning automation.',
  },
  {
    from: 'caller@stark.test',
    to: 'vandelay',
    document: 'vandelay-support',
    status: 'accepted',
    priority: 'medium',
    daysAgo: 7,
    summary: 'Replication lag spikes when Vandelay CDC connector reads Stark DB 14',
    description:
      'Logical replication lag on Stark DB 14 grows to 20 minutes whenever the Vandelay CDC connector snapshots a large table.',
  },
  {
    from: 'bm@vandelay.test',
    to: 'stark',
    document: 'stark-support',
    status: 'open',
    priority: 'medium',
    daysAgo: 2.5,
    summary: 'Stark DB JDBC driver 3.2 leaks connections under Vandelay pooling',
    description:
      'With the Vandelay bus connection pool, Stark JDBC 3.2 leaves server sessions idle-in-transaction after pool eviction.',
  },
  {
    from: 'caller@stark.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'information',
    priority: 'high',
    daysAgo: 8,
    summary: 'Stark DB data files corrupted after Globex array snapshot restore',
    description:
      'Restoring a crash-consistent Globex snapshot of a Stark DB 13 volume leaves two data files with checksum failures.',
  },
  {
    from: 'bm@vandelay.test',
    to: 'stark',
    document: 'stark-support',
    status: 'rejected',
    priority: 'high',
    daysAgo: 44,
    summary: 'Private hotfix requested for Stark DB 12 (end of life)',
    description:
      'A joint customer cannot upgrade from Stark DB 12 this quarter and needs the WAL decoding fix backported.',
  },
  {
    from: 'caller@wayne.test',
    to: 'initech',
    document: 'initech-json',
    status: 'accepted',
    priority: 'medium',
    daysAgo: 18,
    summary: 'Audit log forwarding from Initech Kubernetes API drops events',
    description:
      'Wayne PAM receives roughly 3% fewer audit events than the Initech API server emits during peak hours.',
  },
  {
    from: 'bm@cyberdyne.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'open',
    priority: 'low',
    daysAgo: 0.1,
    summary: 'Acme appliance kernel panic when Cyberdyne NIC driver 5.1 is loaded',
    description:
      'Acme backup appliance 7.3 panics at boot in cx_rdma_init with Cyberdyne driver 5.1; driver 5.0 is fine.',
  },
  {
    from: 'bm@cyberdyne.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'closed',
    priority: 'low',
    daysAgo: 36,
    summary: 'Jumbo frames misnegotiated between Cyberdyne switches and Acme appliance',
    description: 'MTU 9000 on the replication VLAN falls back to 1500 after a link reset on the Acme appliance bond.',
  },
  {
    from: 'bm@soylent.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'information',
    priority: 'low',
    daysAgo: 20,
    summary: 'Backup window exceeded for Soylent DB 8 after Acme upgrade',
    description: 'Nightly Soylent DB 8 backups through the Acme plugin take 7h instead of 3h since Acme Backup 7.3.',
    informationReplied: true,
  },
  {
    from: 'caller@wayne.test',
    to: 'vandelay',
    document: 'vandelay-support',
    status: 'open',
    priority: 'medium',
    daysAgo: 13,
    summary: 'Vandelay bus drops TLS 1.3 sessions from Wayne SSO proxy',
    description: 'Connections from the Wayne SSO proxy to the Vandelay bus admin API reset during TLS 1.3 key update.',
  },
  {
    from: 'caller@acme.test',
    to: 'wayne',
    department: 'Security Response',
    document: 'wayne-support',
    status: 'closed',
    priority: 'high',
    daysAgo: 25,
    summary: 'Wayne IdP SAML assertions rejected after clock skew on Acme console',
    description:
      'Acme console rejects Wayne IdP assertions as expired when the IdP clock runs 90s ahead; NotBefore has no skew allowance.',
    notes: [
      {
        by: 'caller@wayne.test',
        summary: 'NTP fixed',
        description: '<p>IdP nodes resynced to NTP; please retest.</p>',
      },
    ],
  },
  {
    from: 'caller@initech.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'accepted',
    priority: 'low',
    daysAgo: 11,
    summary: 'Globex CSI driver roadmap for Kubernetes 1.30',
    description: 'Initech plans to offer 1.30 clusters in Q3. When will the Globex CSI driver be qualified?',
  },
  {
    from: 'caller2@acme.test',
    to: 'globex',
    document: 'globex-storage',
    status: 'open',
    priority: 'medium',
    daysAgo: 0.05,
    summary: 'Dedup ratio drops after moving Acme backup target to G-Series 900',
    description:
      'Dedup ratio fell from 11:1 to 3:1 after a customer moved the Acme backup repository to a G-Series 900 volume with compression on.',
  },
  {
    from: 'caller@globex.test',
    to: 'initech',
    document: 'initech-json',
    status: 'rejected',
    priority: 'medium',
    daysAgo: 29,
    summary: 'Allow-list Globex replication IPs in Initech shared VPC',
    description: 'Globex cloud replication needs inbound 3260/TCP from two Globex ranges into the customer shared VPC.',
  },
  {
    from: 'bm@acme.test',
    to: 'cyberdyne',
    document: 'cyberdyne-support',
    status: 'accepted',
    priority: 'low',
    daysAgo: 3.5,
    summary: 'CX NIC firmware 22.1 causes RoCE link flaps with Acme appliance',
    description: 'RoCE links on CX-200 NICs flap every 15 minutes after firmware 22.1; PFC counters show pause storms.',
  },
  {
    from: 'bm@hooli.test',
    to: 'acme',
    department: 'Storage Engineering',
    document: 'acme-storage',
    status: 'closed',
    priority: 'low',
    daysAgo: 59,
    summary: 'Certification of Hooli Nucleus compression plugin with Acme Backup',
    description: 'Hooli requests the Acme certification test plan for the Nucleus compression plugin.',
  },
];

/** The manager-type case: an escalation to Initech management with its two manager requests. */
export const DEMO_MANAGER_CASE = {
  from: 'bm@acme.test',
  to: 'initech',
  document: 'initech-manager',
  priority: 'high' as CasePriority,
  daysAgo: 1.5,
  summary: 'Critical: customer production outage, escalation to Initech management',
  description:
    'Joint customer Northwind Health has had its EU production cluster down for 6 hours; the Initech case INI-CASE-55120 has had no engineer assigned.',
  requests: [
    {
      internalReference: 'ACME-INC-88213',
      vendorReference: 'INI-CASE-55120',
      businessImpact: 'EU production cluster down; 4,000 clinicians without access to imaging archives.',
      escalationType: 'critical',
      notes: null,
    },
    {
      internalReference: 'ACME-INC-88213',
      vendorReference: 'INI-CASE-55120',
      businessImpact: null,
      escalationType: 'critical',
      notes: 'Customer CIO joined the bridge. Please confirm an Initech duty manager within 30 minutes.',
    },
  ],
};

/** Sample customer data values per requirement. */
export const DEMO_CUSTOMER_VALUES: Record<DemoRequirementKey, string> = {
  customer_company: 'Northwind Health',
  customer_contact: 'Jamie Ortiz',
  customer_email: 'it-ops@northwind.example',
  customer_phone: 'US: 512-555-0142',
  customer_timezone: 'America/Chicago',
  customer_country: 'United States',
  array_model: 'G-Series 900',
  product_version: 'G-Series OS / 9.2',
  affected_hosts: '14',
  diagnostics_url: 'https://files.acme.test/bundles/ACME-52311.tgz',
  error_log: 'iscsid: connection1:0: ping timeout of 5 secs expired, recv timeout 5, last rx 4295012345',
  source_system: 'casebridge',
  storage_protocol: 'Block (iSCSI/FC)',
  lun_id: '12',
  initiator_iqn: 'iqn.1998-01.com.vmware:esx-prod-07',
  export_path: '/exports/backup01',
  acme_reference: 'Acme KB-4411',
  tenant_id: 'tnt-4f9a21',
  cloud_region: 'eu-west',
  cluster_id: 'ini-k8s-prod-eu1',
  kubernetes_version: '1.29',
  node_count: '24',
  serial_number: 'SN-7731-0042',
  customer_severity: 'Sev 2 - Degraded',
};

export const DEMO_CUSTOMERS = [
  'Northwind Health',
  'Contoso Retail',
  'Fabrikam Logistics',
  'Tailspin Airlines',
  'Woodgrove Bank',
];
