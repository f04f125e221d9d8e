/** CPU and memory of processes, read from /proc: what bench:server charges each request with. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { residentMb } from './server-process.ts';

export const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU ticks (user + system) of a process, 0 once it is gone. */
export function ticksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  name: string;
}

function processes(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        return [{ pid: Number(entry), ppid: Number(stat.split(') ')[1].split(' ')[1]), name }];
      } catch {
        return [];
      }
    });
}

/** The pids of a process and all its descendants (the supervisor, its worker, tsx's node). */
export function tree(root: number): number[] {
  const all = processes();
  const found = [root];
  for (let i = 0; i < found.length; i += 1) for (const child of all) if (child.ppid === found[i]) found.push(child.pid);
  return found;
}

/** The resident memory of the largest process below `root`: the worker, under the supervisor. */
export const workerResidentMb = (root: number) =>
  Math.max(
    0,
    ...tree(root)
      .slice(1)
      .map((pid) => {
        try {
          return residentMb(pid);
        } catch {
          return 0;
        }
      }),
  );

export const postgresPids = () =>
  processes()
    .filter((process) => process.name === 'postgres')
    .map((process) => process.pid);
export const sum = (pids: number[]) => pids.reduce((total, pid) => total + ticksOf(pid), 0);
