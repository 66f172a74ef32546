/**
 * The columns of the users table that both the seed writes and the people routes read (migrations
 * 001 and 004), one place for their names and SQLite types: flags are 0/1, dates ISO texts.
 */
export interface UserColumns {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  organization_id: number;
  email_confirmed: number;
  phone_number: string | null;
  two_factor_enabled: number;
  two_factor_provider: number | null;
  auth_providers: number;
  status_type: number;
  invite_date_utc: string | null;
  last_successful_logon_utc: string | null;
  created_on_utc: string;
  access_failed_count: number;
  lockout_enabled: number;
  lockout_end: string | null;
}
