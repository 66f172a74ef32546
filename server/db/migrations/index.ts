import { sql as init } from './001_init';
import { sql as authority } from './002_authority';
import { sql as hierarchy } from './003_hierarchy';
import { sql as people } from './004_people';
import { sql as subscriptions } from './005_subscriptions';
import { sql as dataCollection } from './006_data_collection';
import { sql as groups } from './007_groups';
import { sql as tenantContacts } from './008_tenant_contacts';
import { sql as containers } from './009_containers';
import { sql as auditEvents } from './011_audit_events';
import { sql as alerts } from './012_alerts';
import { sql as changeJobs } from './013_change_jobs';
import { sql as changeLedgerFacts } from './014_change_ledger_facts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in the order they apply. Add new ones at the end with the next number. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'authority', sql: authority },
  { version: 3, name: 'hierarchy', sql: hierarchy },
  { version: 4, name: 'people', sql: people },
  { version: 5, name: 'subscriptions', sql: subscriptions },
  { version: 6, name: 'data_collection', sql: dataCollection },
  { version: 7, name: 'groups', sql: groups },
  { version: 8, name: 'tenant_contacts', sql: tenantContacts },
  { version: 9, name: 'containers', sql: containers },
  { version: 11, name: 'audit_events', sql: auditEvents },
  { version: 12, name: 'alerts', sql: alerts },
  { version: 13, name: 'change_jobs', sql: changeJobs },
  { version: 14, name: 'change_ledger_facts', sql: changeLedgerFacts },
];
