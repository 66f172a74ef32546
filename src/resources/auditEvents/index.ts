import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { AuditEvent } from '../../domain/schemas/auditEvent';
import type { ResourceEntry } from '../types';

/**
 * Resource `auditEvents`: the audit log, read-only. Shown in the hierarchy's
 * audit-log action (one organization) and the user detail's Audit tab (one user), both through
 * components/auditLog; its own list at /auditEvents has every entry the caller may read.
 */
export default {
  name: 'auditEvents',
  routeKey: 'hierarchy',
  icon: HistoryIcon,
  recordRepresentation: (record: AuditEvent) => `${record.action} ${record.occurredOnUtc}`,
  list: lazy(() => import('./AuditEventList')),
} satisfies ResourceEntry;
