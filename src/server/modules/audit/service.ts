/** The audit log: who did what, written inside the transaction of the change so the two never disagree. */
export { writeAudit, recentAudit, type AuditEntry } from './repository';
