import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { AuditLogList } from '../../components/auditLog';
import { PageSection } from '../../components/PageSection';

/** A positive whole number from the address, or undefined. */
const idParam = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/**
 * The whole audit log the caller may read (/auditEvents): every organization they may view, newest
 * first. `?jobId=` narrows it to one change job's entries (its page links here), `&organizationId=` to
 * one organization of that job.
 */
export function AuditEventList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const jobId = idParam(params.get('jobId'));
  const organizationId = jobId === undefined ? undefined : idParam(params.get('organizationId'));
  const scope = jobId === undefined ? {} : { jobId, ...(organizationId === undefined ? {} : { organizationId }) };
  return (
    <PageSection titleId="audit-title" title={translate('auditEvents.title')}>
      {jobId !== undefined && (
        <Typography sx={{ mb: 1 }}>
          <Link to={`/changes/${jobId}/show`}>{translate('auditEvents.ofChangeJob', { id: jobId })}</Link>
        </Typography>
      )}
      <AuditLogList
        key={`${jobId ?? ''}-${organizationId ?? ''}`}
        scope={scope}
        fileName={jobId === undefined ? 'audit_log.csv' : `audit_log_job_${jobId}.csv`}
      />
    </PageSection>
  );
}

export default AuditEventList;
