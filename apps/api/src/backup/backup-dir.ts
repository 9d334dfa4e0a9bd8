import path from 'node:path';
import type { Config } from '../config.ts';

/** BACKUP_DIR, or DATA_DIR/backups: where `npm run backup` and the scheduled backup write. */
export const backupDirOf = (config: Pick<Config, 'DATA_DIR'> & { BACKUP_DIR?: string }) =>
  config.BACKUP_DIR ? path.resolve(config.BACKUP_DIR) : path.join(config.DATA_DIR, 'backups');
