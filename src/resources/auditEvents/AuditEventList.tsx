import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AuditLogList } from '../../components/auditLog';

/** The whole audit log the caller may read (/auditEvents): every organization they may view, newest first. */
export function AuditEventList() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="audit-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('auditEvents.title')} />
      <Typography id="audit-title" component="h1" variant="h5" gutterBottom>
        {translate('auditEvents.title')}
      </Typography>
      <AuditLogList scope={{}} fileName="audit_log.csv" />
    </Box>
  );
}

export default AuditEventList;
