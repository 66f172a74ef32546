import { useTranslate } from 'react-admin';
import { AuditLogList } from '../../components/auditLog';
import { PageSection } from '../../components/PageSection';

/** The whole audit log the caller may read (/auditEvents): every organization they may view, newest first. */
export function AuditEventList() {
  const translate = useTranslate();
  return (
    <PageSection titleId="audit-title" title={translate('auditEvents.title')}>
      <AuditLogList scope={{}} fileName="audit_log.csv" />
    </PageSection>
  );
}

export default AuditEventList;
