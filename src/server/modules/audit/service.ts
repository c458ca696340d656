/** The audit log: who did what, written inside the transaction of the change so the two never disagree. */
export { writeAudit, recentAudit, auditOfEntity, type AuditEntry } from './repository';
