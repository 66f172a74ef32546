import { AuditLogList } from '../../../components/auditLog';
import type { ActionBodyProps } from './actionBodies';

/** The audit-log action (/hierarchy/{orgId}/audit-log/): that organization's audit log. */
export function AuditLogActionBody({ organization }: ActionBodyProps) {
  return <AuditLogList scope={{ organizationId: organization.id }} fileName={`audit_log_${organization.id}.csv`} />;
}

export default AuditLogActionBody;
