// What a backup or a restore can say to the operator. A refusal (exit 2) means nothing was written
// and the operator has something to decide: a non-empty target, a damaged or foreign archive, a
// wrong command line. Anything else that goes wrong is a failure (exit 1).

export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** A command line the backup or restore command does not understand. */
export class UsageError extends BackupRefusal {
  override name = 'UsageError';
}
