import { readFileSync } from 'node:fs';

/**
 * Where the CPU time of a measurement went, from Linux's /proc (null elsewhere): the server's
 * processes, the bench database's PostgreSQL backends, this load generator, and everything else on
 * the machine. Other agents' builds and tests share the machine, so latencies alone can't say
 * whether a miss is the server's; CPU milliseconds per request can.
 */
export type CpuSplit = { server: number; postgres: number; loadGenerator: number; others: number; total: number };

// USER_HZ: Linux reports process and machine times in 1/100 s on every common platform.
const tickMs = 10;

/** A process's CPU time so far, in milliseconds (0 once it is gone). */
export const processCpuMs = (pid: number): number => processTicks(pid) * tickMs;

const processTicks = (pid: number): number => {
  try {
    // Fields after the command name: state is 3rd, utime 14th and stime 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
};

const machineTicks = () => {
  const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = numbers.map(Number);
  return {
    busy: user + nice + system + irq + softirq + steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal,
  };
};

type Reading = { server: number; postgres: number; loadGenerator: number; busy: number; total: number };

/** A process and its descendants (the bench server's web processes), from /proc. */
const processTree = (pid: number): number[] => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [pid];
  }
};

const read = (serverPids: number[], postgresPids: number[]): Reading => {
  const usage = process.cpuUsage();
  return {
    server: serverPids.reduce((sum, pid) => sum + processTicks(pid), 0) * tickMs,
    postgres: postgresPids.reduce((sum, pid) => sum + processTicks(pid), 0) * tickMs,
    loadGenerator: (usage.user + usage.system) / 1000,
    ...(({ busy, total }) => ({ busy: busy * tickMs, total: total * tickMs }))(machineTicks()),
  };
};

/** Starts counting; the returned function stops and gives the split in milliseconds. */
export const startCpuCount = (serverPid: number, postgresPids: number[]): (() => CpuSplit | null) => {
  const serverPids = processTree(serverPid);
  let before: Reading;
  try {
    before = read(serverPids, postgresPids);
  } catch {
    return () => null;
  }
  return () => {
    const after = read(serverPids, postgresPids);
    const split = {
      server: after.server - before.server,
      postgres: after.postgres - before.postgres,
      loadGenerator: after.loadGenerator - before.loadGenerator,
      total: after.total - before.total,
    };
    const busy = after.busy - before.busy;
    return { ...split, others: Math.max(0, busy - split.server - split.postgres - split.loadGenerator) };
  };
};
