/** A backup that cannot be made or a file that cannot be restored: its message is for the operator as it is. */
export class BackupRefusal extends Error {
  override readonly name = 'BackupRefusal';
}
