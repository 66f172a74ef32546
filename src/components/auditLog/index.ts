export { AuditLogList, type AuditLogListProps } from './AuditLogList';
