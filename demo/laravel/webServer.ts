// The Laravel host's web server: Debian's PHP-FPM behind nginx, as a Laravel team runs it in production.
// Their configuration files are templates of the repo (demo/laravel/etc), rendered into the storage
// directory (pid files, the FastCGI socket, nginx's temporary files); both masters run in the foreground
// in a process group of their own, led by etc/group.sh, which kills the whole group when either master
// ends or when start.ts does (end of file on its stdin); start.ts kills the group when group.sh ends.
// PHP-FPM's master leaves that group for a session of its own (setsid): its group is killed as well.
// A worker of either master killed by a signal (their masters log it on stderr, read here) stops the whole
// host too, rather than be replaced: whatever kills a process of the host, nothing is left answering.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { nginxBinary, phpFpmBinary } from './php';

const HERE = __dirname;
const ETC = path.join(HERE, 'etc');
/** A unix socket's path holds at most 107 bytes on Linux (sockaddr_un). */
const MAX_SOCKET_PATH = 107;
/** How long the masters get to finish the requests they hold when asked to stop. */
const STOP_GRACE_MS = 5000;
/** How often PHP-FPM's log is read. */
const POLL_MS = 100;

export interface WebServerOptions {
  /** The address nginx listens on, as `host:port` (`[::1]:port` for IPv6). */
  listen: string;
  storage: string;
  /** The environment PHP sees (the pool keeps it: clear_env = no). */
  env: NodeJS.ProcessEnv;
}

export interface WebServer {
  /** The process group (its leader, group.sh). */
  pgid: number;
  /** Is PHP-FPM's socket there (nginx can pass requests on)? */
  ready(): boolean;
  /** Settles when the group has ended, with why. */
  ended: Promise<string>;
  /** The last lines PHP-FPM (its log) and nginx (stderr) wrote (they are also passed on to our stderr). */
  stderrTail(): string;
  /** Asks both masters to finish and stop, then kills what is left of the group. */
  stop(): Promise<void>;
  /** Kills the whole group at once. */
  kill(): void;
}

/** A template of etc/ with each {{NAME}} replaced; a name without a value is an error, not an empty line. */
export function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`etc template: no value for {{${name}}}`);
    return values[name];
  });
}

const signalName = (n: number): string => Object.entries(os.constants.signals).find(([, v]) => v === n)?.[0] ?? `signal ${n}`;

/**
 * What a line of PHP-FPM's or nginx's stderr says died, when it is a worker ended by a signal (PHP-FPM:
 * `child N exited on signal 9 (SIGKILL) …`; nginx: `worker process N exited on signal 9`); null otherwise.
 * `timedOut` holds the PHP-FPM workers their master ended itself (request_terminate_timeout: it logs
 * `child N, script … execution timed out …, terminating` first): those are not a failure.
 */
export function workerKilled(line: string, timedOut: Set<string>): string | null {
  const terminating = /\bchild (\d+), script .* execution timed out .*terminating/.exec(line);
  if (terminating) timedOut.add(terminating[1]);
  const fpm = /\bchild (\d+) exited on signal (\d+)/.exec(line);
  if (fpm && !timedOut.delete(fpm[1])) return `a PHP-FPM worker (pid ${fpm[1]}) was killed by ${signalName(Number(fpm[2]))}`;
  const nginx = /\bworker process (\d+) exited on signal (\d+)/.exec(line);
  if (nginx) return `an nginx worker (pid ${nginx[1]}) was killed by ${signalName(Number(nginx[2]))}`;
  return null;
}

/** Renders both configuration files into `storage`/run; gives their paths. */
function writeConfigs(listen: string, storage: string): { fpmConf: string; nginxConf: string; socket: string; fpmPidFile: string; fpmLog: string } {
  const run = path.join(storage, 'run');
  for (const dir of ['body', 'fastcgi', 'proxy', 'scgi', 'uwsgi']) fs.mkdirSync(path.join(run, 'nginx', dir), { recursive: true });
  const socket = path.join(run, 'php-fpm.sock');
  const fpmPidFile = path.join(run, 'php-fpm.pid');
  const fpmLog = path.join(run, 'php-fpm.log');
  // Left by a host that was killed: ready() waits for the new socket, kill() reads the new master's pid,
  // the log read is this run's.
  for (const stale of [socket, fpmPidFile, fpmLog]) fs.rmSync(stale, { force: true });
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    throw new Error(`the FastCGI socket's path ${socket} is longer than ${MAX_SOCKET_PATH} bytes: choose a shorter TERREAL_STORAGE`);
  }
  // As root, the workers run as root too (they read the storage directory start.ts created); otherwise
  // everything runs as the current user and the directives would only be warned about.
  const root = process.getuid?.() === 0;
  const values = {
    RUN: run,
    SOCKET: socket,
    LISTEN: listen,
    PUBLIC: path.join(HERE, 'public'),
    FPM_USER: root ? 'user = root\ngroup = root' : '',
    NGINX_USER: root ? 'user root root;' : '',
  };
  const fpmConf = path.join(run, 'php-fpm.conf');
  const nginxConf = path.join(run, 'nginx.conf');
  fs.writeFileSync(fpmConf, render(fs.readFileSync(path.join(ETC, 'php-fpm.conf'), 'utf8'), values));
  fs.writeFileSync(nginxConf, render(fs.readFileSync(path.join(ETC, 'nginx.conf'), 'utf8'), values));
  return { fpmConf, nginxConf, socket, fpmPidFile, fpmLog };
}

const signalGroup = (pgid: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
};

/** Calls `onText` with what is appended to `file` (created later, perhaps), every `POLL_MS`; gives a stop that reads the rest. */
function follow(file: string, onText: (text: string) => void): () => void {
  let offset = 0;
  const utf8 = new StringDecoder('utf8'); // a character cut between two reads is kept whole
  const read = (): void => {
    let fd: number;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return; // not there yet
    }
    try {
      const buf = Buffer.alloc(64 * 1024);
      for (let n; (n = fs.readSync(fd, buf, 0, buf.length, offset)) > 0;) {
        offset += n;
        onText(utf8.write(buf.subarray(0, n)));
      }
    } finally {
      fs.closeSync(fd);
    }
  };
  const timer = setInterval(read, POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    read();
  };
}

/** PHP-FPM's master (its group's id), from the pid file it writes once started; undefined before. */
function fpmMaster(pidFile: string): number | undefined {
  try {
    return Number(fs.readFileSync(pidFile, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

export function startWebServer({ listen, storage, env }: WebServerOptions): WebServer {
  const { fpmConf, nginxConf, socket, fpmPidFile, fpmLog } = writeConfigs(listen, storage);
  const fpmArgs = process.getuid?.() === 0 ? ['--allow-to-run-as-root'] : [];
  const group = spawn('bash', [path.join(ETC, 'group.sh'), phpFpmBinary(), fpmConf, nginxBinary(), nginxConf, ...fpmArgs], {
    cwd: HERE,
    detached: true, // a process group of its own: group.sh kills it whole
    // stdin: the watchdog's pipe, closed by the system whatever way this process ends.
    stdio: ['pipe', 'inherit', 'pipe'],
    env,
  });
  const pgid = group.pid!;
  let fpm: number | undefined;
  const killAll = (): void => {
    fpm ??= fpmMaster(fpmPidFile);
    signalGroup(pgid, 'SIGKILL');
    if (fpm) signalGroup(fpm, 'SIGKILL');
  };
  let stopping = false;
  let killed: string | undefined; // the worker whose death stopped the host
  const timedOut = new Set<string>();
  let tail = '';
  /** What nginx (group.sh's stderr) or PHP-FPM (its log) wrote: passed on to our stderr, watched for a worker killed. */
  const lineReader = (): ((chunk: string) => void) => {
    let partial = '';
    return (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk).slice(-4000);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const died = workerKilled(line, timedOut);
        // Asked to stop, the masters end their workers themselves (with SIGKILL after process_control_timeout).
        if (died && !stopping && !killed) {
          killed = died;
          killAll();
        }
      }
    };
  };
  group.stderr!.setEncoding('utf8').on('data', lineReader());
  const stopFollowing = follow(fpmLog, lineReader());
  const ended = new Promise<string>((resolve) => {
    group.once('exit', (code, signal) => {
      killAll(); // whatever group.sh could not take with it (it was killed itself)
      stopFollowing();
      if (stopping) resolve('stopped');
      else if (killed) resolve(`${killed}: the host is stopped`);
      else resolve(`the web server ended (${signal ?? `code ${code}`})`);
    });
  });
  return {
    pgid,
    ended,
    stderrTail: () => tail,
    ready: () => {
      fpm ??= fpmMaster(fpmPidFile);
      return fs.existsSync(socket);
    },
    kill: killAll,
    stop: async () => {
      stopping = true;
      try {
        process.kill(pgid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const force = setTimeout(killAll, STOP_GRACE_MS);
      await ended;
      clearTimeout(force);
    },
  };
}
