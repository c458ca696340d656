/** The audit module's door: all that other modules may import from it (lint refuses any other file of it). */
export { auditOfEntity, writeAudit } from './service';
export type { AuditEntry } from './service';
