import { sql as init } from './001_init';
import { sql as authority } from './002_authority';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in the order they apply. Add new ones at the end with the next number. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'authority', sql: authority },
];
