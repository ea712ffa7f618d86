/**
 * Whether a process with this id runs on this machine (a signal 0 reaches it, or it exists but
 * belongs to another user). Used to tell a dead lock holder, or a dead writer's leftovers, from
 * a live one.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
