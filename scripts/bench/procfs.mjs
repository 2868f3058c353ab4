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

/** utime + stime in milliseconds from a /proc stat file (a process's, or one thread's). */
function statCpuMs(path) {
  const stat = readFileSync(path, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]); // field 14
  const stime = Number(fields[12]); // field 15
  return ((utime + stime) / TICKS) * 1000;
}

/** utime + stime of `pid` in milliseconds, all threads. */
export function cpuMs(pid) {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * utime + stime of the main thread of `pid` alone, in milliseconds: the JavaScript, and the GC
 * work V8 does on that thread. The rest of cpuMs is V8's helper threads (parallel scavenges,
 * concurrent marking and sweeping, optimising compiles), libuv's pool (zlib streams) and Node's own.
 */
export function mainThreadCpuMs(pid) {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

/** Current (VmRSS) and peak (VmHWM) resident set of `pid`, in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

export const clockTicks = TICKS;
