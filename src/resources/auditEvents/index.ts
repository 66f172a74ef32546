import HistoryIcon from '@mui/icons-material/History';
import type { AuditEvent } from '../../domain/schemas/auditEvent';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/**
 * Resource `auditEvents`: the audit log, read-only. Shown in the hierarchy's
 * audit-log action (one organization) and the user detail's Audit tab (one user), both through
 * components/auditLog; its own list at /auditEvents has every entry the caller may read.
 */
export default {
  name: 'auditEvents',
  access: resourceRules.auditEvents,
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEvent) => `${record.action} ${record.occurredOnUtc}`,
  list: lazyPart(() => import('./AuditEventList')),
} satisfies ResourceEntry;
