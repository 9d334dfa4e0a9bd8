// What other modules may use of the audit log: they import it from here, never from the module's
// other files (eslint.config.js, the API's layers).
export { recordAudit, recordAudits } from './service.ts';
export type { AuditRecord } from './service.ts';
