// The network the API benchmark measures (issue 7 §8): the demo network, seeded by the app itself, plus a bulk
// network written in set-based SQL (generate_series, no row-by-row round trips). Built once per size and schema into
// a template database; every later run copies the template (CREATE DATABASE ... TEMPLATE), which takes seconds.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { startServer } from './server.mjs';

/** @typedef {{ companies: number, departmentsPerCompany: number, usersPerCompany: number, cases: number }} NetworkSize */

/** @type {Record<'full' | 'small', NetworkSize>} */
export const NETWORK_SIZES = {
  full: { companies: 10_000, departmentsPerCompany: 3, usersPerCompany: 20, cases: 1_000_000 },
  // CI: the same code paths in seconds.
  small: { companies: 60, departmentsPerCompany: 3, usersPerCompany: 4, cases: 3_000 },
};

/**
 * The bulk network. Companies spread over 100 many_to_many open groups; Acme and Globex (the measured tenants) sit
 * in two of them, so they reach about 2% of the network. Acme submits 6% of the cases and receives 4%, Globex
 * receives 4% (its open ones are what the response measurement answers). 80% of the cases have a response, half
 * have a note; statuses and dates are spread as a live network's are.
 * @param {NetworkSize} size
 */
function bulkSql(size) {
  const companies = size.companies;
  const departments = companies * size.departmentsPerCompany;
  const users = companies * size.usersPerCompany;
  const casesTotal = size.cases;
  return `
create temporary table bench_base as select
  (select max(id) from companies) as company, (select max(id) from departments) as department,
  (select max(id) from users) as usr, (select max(id) from contact_documents) as document,
  (select max(id) from document_versions) as version, (select max(id) from communities) as community,
  (select max(id) from cases) as case_id,
  (select id from companies where slug = 'acme') as acme, (select id from companies where slug = 'globex') as globex,
  (select id from users where email = 'caller@acme.test') as acme_caller;

create temporary table bench_words as select
  array['Apex','Blue','Cedar','Delta','Ember','Falcon','Granite','Harbor','Iris','Juniper','Keystone','Lumen',
    'Meridian','Nimbus','Orion','Pioneer','Quartz','Ridge','Summit','Tidal','Unity','Vertex','Willow','Zenith',
    'Atlas','Beacon','Cobalt','Drift','Echo','Forge','Glacier','Helix','Ion','Jade','Kinetic','Lattice','Mosaic',
    'Nova','Onyx','Prism'] as first,
  array['Systems','Networks','Storage','Software','Cloud','Data','Security','Labs','Devices','Analytics',
    'Robotics','Compute','Telecom','Media','Health','Energy','Logistics','Finance','Semiconductors','Optics',
    'Wireless','Platforms','Digital','Dynamics','Solutions'] as second,
  array['Storage Support','Network Support','Security Response','Cloud Operations','Database Support',
    'Backup and Recovery','Virtualization','Firmware Engineering','Field Services','Customer Success'] as team,
  array['backup','storage','firewall','kubernetes','database','vmware','linux','windows','san','nas','sso',
    'monitoring','networking','replication','snapshots','iscsi','nvme','dns','vpn','email'] as tag,
  -- A case's summary: a symptom and a component (16 x 32), so a common term (a component such as "firmware") is in
  -- about 3% of a company's cases; "Urgent:" starts 60% of them, the pathological term the bench reports apart.
  array['Data loss','Throughput drop','Latency spikes','Login failure','Crash','Hang','Memory leak','Timeout',
    'Checksum mismatch','Licence rejection','Slow rebuild','Path loss','Certificate expiry','Agent disconnect',
    'Quota mismatch','Sync stall'] as symptom,
  array['firmware upgrade','replication','SSO assertion','bulk import API','snapshot job','driver load',
    'backup window','cluster patch','certificate rotation','iSCSI sessions','NVMe namespace','DNS resolver',
    'VPN tunnel','mail relay','Kubernetes node','VMware host','Linux kernel','Windows update','SAN zoning',
    'NAS share','monitoring agent','load balancer','object storage','database failover','hypervisor',
    'tape library','deduplication','encryption keys','audit log','REST gateway','scheduler','web console'] as component;

insert into companies (id, name, slug, domain, status, membership_type, login_method)
select b.company + i,
  w.first[1 + i % 40] || ' ' || w.second[1 + (i / 40) % 25] || ' ' || i,
  'bench-' || i, 'bench-' || i || '.example',
  case when i % 50 = 0 then 'inactive' else 'active' end,
  (array['basic','standard','premium','elite'])[1 + i % 4],
  'requires_registration'
from generate_series(1, ${companies}) i, bench_base b, bench_words w;

insert into departments (id, company_id, name, status)
select b.department + d, b.company + 1 + (d - 1) / ${size.departmentsPerCompany},
  w.team[1 + (d * 7) % 10], case when d % 40 = 0 then 'inactive' else 'active' end
from generate_series(1, ${departments}) d, bench_base b, bench_words w;

insert into users (id, company_id, first_name, last_name, email, role, status, agreement_date, email_verified_at)
select b.usr + u, b.company + 1 + (u - 1) / ${size.usersPerCompany},
  w.first[1 + u % 40], w.second[1 + (u / 7) % 25], 'user' || u || '@bench-' || (1 + (u - 1) / ${size.usersPerCompany}) || '.example',
  case when u % ${size.usersPerCompany} = 1 then 'business_manager' else 'caller' end,
  case when u % 97 = 0 then 'inactive' else 'active' end, now(), now()
from generate_series(1, ${users}) u, bench_base b, bench_words w;

insert into contact_documents (id, company_id, name)
select b.document + i, b.company + i, w.first[1 + i % 40] || ' Support Process'
from generate_series(1, ${companies}) i, bench_base b, bench_words w;

insert into document_versions (id, contact_document_id, title, document_type, status)
select b.version + i, b.document + i, 'Collaboration process', 'ticket', 'approved'
from generate_series(1, ${companies}) i, bench_base b;

update contact_documents set current_version_id = id - (select document from bench_base) + (select version from bench_base)
where id > (select document from bench_base);

insert into document_tags (version_id, tag)
select b.version + i, w.tag[1 + (i * t) % 20]
from generate_series(1, ${companies}) i, generate_series(1, 2) t, bench_base b, bench_words w;

insert into communities (id, name, type, status)
select b.community + g, 'Bench Alliance ' || g, 'open_group', 'active'
from generate_series(1, 100) g, bench_base b;

insert into group_relations (community_id, company_id, member_relationship)
select b.community + 1 + i % 100, b.company + i, 'many_to_many'
from generate_series(1, ${companies}) i, bench_base b;

insert into group_relations (community_id, company_id, member_relationship)
select b.community + g, c, 'many_to_many'
from bench_base b, lateral (values (1, b.acme), (2, b.acme), (2, b.globex), (3, b.globex)) as m(g, c);

-- The case list's counts and the companies' recently used partners are rebuilt once at the end
-- (rebuild_case_list_counts, migration 0010; rebuild_company_recent_partners, migration 0041), not per row. The
-- responses' trigger that keeps cases.information_answered (migration 0029) is off too: every bulk information case's
-- latest exchange is a request, the column's default.
alter table cases disable trigger user;
alter table case_responses disable trigger user;
-- So are the trigram (GIN) indexes on cases, as the migrations define them: a million rows inserted into them one by
-- one take several times as long as building them once.
create temporary table bench_gin_indexes as select indexname, indexdef from pg_indexes
where schemaname = 'public' and tablename = 'cases' and indexdef like '% USING gin %';
do $$ declare gin record; begin
  for gin in select indexname from bench_gin_indexes loop execute format('drop index %I', gin.indexname); end loop;
end $$;

-- Who submits and who receives: 6% Acme -> any, 4% any -> Acme, 4% Acme -> Globex (open, to answer), rest bulk.
create temporary table bench_cases as
select n,
  case when n % 100 < 6 or n % 100 >= 96 then b.acme else b.company + 1 + (n * 7919) % ${companies} end as submitter,
  case when n % 100 between 6 and 9 then b.acme when n % 100 >= 96 then b.globex
    else b.company + 1 + (n * 104729 + 1) % ${companies} end as receiver,
  case when n % 100 >= 96 then 'open'
    else (array['open','information','accepted','accepted','rejected','closed','closed','accepted','open','accepted'])[1 + (n / 100) % 10] end as status,
  now() - ((n % 730) || ' days')::interval - ((n * 37 % 86400) || ' seconds')::interval as created
from generate_series(1::bigint, ${casesTotal}) n, bench_base b;

-- Each case's network number is given here, not by the column's default (ADR 45): that default upserts the year's
-- counter row, and a million upserts of one row in one transaction walk an ever longer chain of its versions (the
-- build took over 15 minutes instead of 4). A bench case's number is its id, above every number already given.
insert into cases (id, token, respond_token_hash, information_token_hash, status, case_type, internal_case_number,
  partner_case_number, summary, description, priority, submit_company_id, submit_user_id, submit_contact_email,
  engineer_first_name, engineer_last_name, engineer_email, receiver_company_id, created_at, updated_at,
  first_response_at, closed_at, network_case_number)
select b.case_id + c.n, md5('case' || c.n), md5('respond' || c.n), md5('information' || c.n), c.status, 'other',
  'INT-' || c.n, case when c.status <> 'open' then 'P-' || (c.n * 31) else null end,
  case when c.n * 7 % 10 < 6 then 'Urgent: ' else '' end || w.symptom[1 + c.n * 13 % 16] || ' with '
    || w.component[1 + c.n * 29 % 32] || ' #' || c.n, 'The customer reports the problem since the last maintenance window.',
  (array['low','medium','high'])[1 + c.n % 3], c.submitter,
  case when c.submitter = b.acme then b.acme_caller else null end, 'engineer' || c.n % 1000 || '@example.com',
  'Sam', 'Rivera', 'engineer' || c.n % 1000 || '@example.com', c.receiver, c.created,
  c.created + ((c.n % 72) || ' hours')::interval,
  case when c.status <> 'open' then c.created + ((c.n % 8) || ' hours')::interval end,
  case when c.status = 'closed' then c.created + ((c.n % 72) || ' hours')::interval end,
  'CB-' || extract(year from c.created at time zone 'UTC')::int || '-'
    || lpad((b.case_id + c.n)::text, greatest(6, length((b.case_id + c.n)::text)), '0')
from bench_cases c, bench_base b, bench_words w
where c.submitter <> c.receiver;

-- Each year's sequence (ADR 68) continues above the bench's numbers.
select setval(network_case_number_sequence(y.year), greatest(y.last_number, coalesce(
  (select last_value from pg_sequences where sequencename = 'case_number_' || y.year), 0)))
from (select extract(year from c.created at time zone 'UTC')::int as year, max(b.case_id + c.n) as last_number
  from bench_cases c, bench_base b group by 1) y;

insert into case_responses (case_id, type, status, case_number, engineer_name, engineer_email, note, responder_company_id,
  created_at, updated_at)
select b.case_id + c.n,
  case c.status when 'information' then 'information-request' when 'rejected' then 'rejection' else 'approval' end,
  case c.status when 'information' then 'information' when 'rejected' then 'rejected' else 'accepted' end,
  'P-' || (c.n * 31), 'Alex Chen', 'alex@example.com', 'Collected the logs; next steps agreed with the customer.',
  c.receiver, c.created + ((c.n % 8) || ' hours')::interval, c.created + ((c.n % 8) || ' hours')::interval
from bench_cases c, bench_base b
where c.status <> 'open' and c.submitter <> c.receiver;

insert into case_notes (case_id, company_id, creator_name, summary, description, created_at)
select b.case_id + c.n, c.submitter, 'Sam Rivera', 'Customer update',
  '<p>The customer confirmed the workaround holds.</p>', c.created + interval '1 hour'
from bench_cases c, bench_base b
where c.n % 2 = 0 and c.submitter <> c.receiver;

alter table cases enable trigger user;
alter table case_responses enable trigger user;
select rebuild_case_list_counts();
select rebuild_company_recent_partners();
set maintenance_work_mem = '256MB';
do $$ declare gin record; begin
  for gin in select indexdef from bench_gin_indexes loop execute gin.indexdef; end loop;
end $$;

select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies));
select setval(pg_get_serial_sequence('departments', 'id'), (select max(id) from departments));
select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users));
select setval(pg_get_serial_sequence('contact_documents', 'id'), (select max(id) from contact_documents));
select setval(pg_get_serial_sequence('document_versions', 'id'), (select max(id) from document_versions));
select setval(pg_get_serial_sequence('communities', 'id'), (select max(id) from communities));
select setval(pg_get_serial_sequence('cases', 'id'), (select max(id) from cases));
`;
}

/** What the template was built from: the migrations, the demo seed and this file. A change builds a new one. */
function templateFingerprint() {
  const hash = createHash('sha256');
  const inputs = [
    ...readdirSync('apps/api/drizzle')
      .filter((name) => name.endsWith('.sql'))
      .map((name) => `apps/api/drizzle/${name}`),
    ...readdirSync('apps/api/src/seed').map((name) => `apps/api/src/seed/${name}`),
    'scripts/bench/network.mjs',
  ].sort();
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/** @param {string} adminUrl @param {string} database */
function urlOf(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** @param {string} connectionString @param {(client: pg.Client) => Promise<void>} work */
async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The app migrates and seeds the demo network (its own start-up path), then the bulk SQL runs and the statistics
 * are gathered, so the first measurement sees the plans a settled database has.
 * @param {string} adminUrl @param {string} name @param {NetworkSize} size
 */
async function buildTemplate(adminUrl, name, size) {
  const building = `${name}_building`;
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    // A template under construction carries its start time: another checkout's run keeps it, as it keeps a template.
    await admin.query(`comment on database ${building} is '${new Date().toISOString()}'`);
  });
  const seeded = await startServer({ databaseUrl: urlOf(adminUrl, building), env: { NODE_ENV: 'development' } });
  await seeded.stop();
  const started = Date.now();
  await withClient(urlOf(adminUrl, building), async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query(bulkSql(size));
    await client.query('vacuum analyze');
  });
  console.log(`    bulk network written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await withClient(adminUrl, async (admin) => {
    await admin.query(`alter database ${building} rename to ${name}`);
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
  });
}

/** How long a template of another fingerprint is kept before a run drops it. */
const TEMPLATE_KEPT_HOURS = 6;

/**
 * A fresh copy of the network of this size, built first when no template of the current fingerprint exists.
 * @param {string} adminUrl a connection to the server's maintenance database
 * @param {'full' | 'small'} sizeName
 * @returns {Promise<{ databaseUrl: string, size: NetworkSize, built: boolean, drop: () => Promise<void> }>}
 */
export async function prepareNetwork(adminUrl, sizeName) {
  const size = NETWORK_SIZES[sizeName];
  const prefix = `cb_bench_${sizeName}_`;
  const template = `${prefix}${templateFingerprint()}`;
  // Each checkout copies into a database of its own: two worktrees measuring on one PostgreSQL at once must not drop
  // each other's copy mid-run.
  const run = `cb_bench_run_${sizeName}_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;
  /** @type {string[]} */
  let existing = [];
  await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query(
      `select datname, shobj_description(oid, 'pg_database') as built from pg_database where datname like $1`,
      [`${prefix}%`],
    );
    existing = rows.map((row) => String(row.datname));
    // Another checkout's template (another schema) is kept for a while: worktrees measuring at once on one
    // PostgreSQL would otherwise drop each other's and rebuild it, minutes of CPU each time.
    const staleBefore = Date.now() - TEMPLATE_KEPT_HOURS * 3_600_000;
    for (const { datname } of rows.filter(
      (row) => row.datname !== template && !(Date.parse(String(row.built)) > staleBefore),
    ))
      await admin.query(`drop database if exists ${datname} with (force)`);
  });
  const built = !existing.includes(template);
  if (built) {
    console.log(`    building the ${sizeName} network template ${template} (once per schema and size)`);
    await buildTemplate(adminUrl, template, size);
  }
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${run} with (force)`);
    await admin.query(`create database ${run} template ${template}`);
  });
  return {
    databaseUrl: urlOf(adminUrl, run),
    size,
    built,
    drop: () =>
      withClient(adminUrl, async (admin) => {
        await admin.query(`drop database if exists ${run} with (force)`);
      }),
  };
}
