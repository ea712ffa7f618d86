import { readdirSync, readFileSync } from "node:fs";

// Linux reports CPU time in clock ticks of 1/100 s (USER_HZ on every common kernel).
const TICK_MS = 10;

/** CPU time a process has used, with that of its children already reaped, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command (which may hold spaces) in parentheses: utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime! + stime! + cutime! + cstime!) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid`. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

/** CPU time of a process and its current children (e.g. PostgreSQL's postmaster and its backends), in milliseconds. */
export function processTreeCpuMs(pid: number): number {
  return processCpuMs(pid) + childPids(pid).reduce((sum, child) => sum + processCpuMs(child), 0);
}
