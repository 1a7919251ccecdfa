import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux only: the tests that use this are skipped elsewhere. */
export const canSeeSockets = process.platform === 'linux';

/** Inodes of the sockets a process holds open (its /proc/<pid>/fd links "socket:[inode]"). */
function socketInodes(pid: number | 'self'): Set<string> {
  const inodes = new Set<string>();
  const dir = `/proc/${pid}/fd`;
  for (const fd of readdirSync(dir)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`${dir}/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // The descriptor was closed while we looked.
    }
  }
  return inodes;
}

/** Table rows of /proc/net/<file> as [local address, state, inode]. */
function rows(file: string): [string, string, string][] {
  try {
    return readFileSync(`/proc/net/${file}`, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .map((cols) => [cols[1]!, cols[3]!, cols[9]!]);
  } catch {
    return []; // no IPv6 on this machine
  }
}

/** TCP ports (IPv4 and IPv6) on which the process listens. */
export function listeningTcpPorts(pid: number | 'self' = 'self'): number[] {
  const mine = socketInodes(pid);
  const LISTEN = '0A';
  return [...rows('tcp'), ...rows('tcp6')]
    .filter(([, state, inode]) => state === LISTEN && mine.has(inode))
    .map(([local]) => parseInt(local.split(':').pop()!, 16))
    .sort((a, b) => a - b);
}

/** Paths of the Unix sockets on which the process listens. */
export function listeningUnixSockets(pid: number | 'self' = 'self'): string[] {
  const mine = socketInodes(pid);
  const LISTENING = '00010000'; // __SO_ACCEPTCON
  return readFileSync('/proc/net/unix', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === LISTENING && mine.has(cols[6]!) && cols[7])
    .map((cols) => cols[7]!);
}
