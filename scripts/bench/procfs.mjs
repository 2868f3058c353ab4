/**
 * What the kernel says about a process: CPU time used so far (user + system, all threads) and
 * resident memory. Linux only (/proc).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DEFAULT_CLOCK_TICKS = 100;

/** Clock ticks per second, the unit of utime/stime in /proc/<pid>/stat. */
export function clockTicksPerSecond() {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : DEFAULT_CLOCK_TICKS;
  } catch {
    return DEFAULT_CLOCK_TICKS;
  }
}

const TICKS = clockTicksPerSecond();

/** utime + stime of `pid` in milliseconds. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]); // field 14
  const stime = Number(fields[12]); // field 15
  return ((utime + stime) / TICKS) * 1000;
}

/** Current (VmRSS) and peak (VmHWM) resident set of `pid`, in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

export const clockTicks = TICKS;
