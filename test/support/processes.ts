// Every long-lived process a test starts (servers, browsers) is stopped, whatever happens to the test.
//
// A process is spawned as the leader of its own process group (`detached`), which takes its children with it
// (Chromium's renderers; the Laravel host's start.ts stops its web server's own group itself), and tagged with this
// run's TERREAL_TEST_RUN in its environment, which every descendant inherits, even one that starts a group of
// its own. Its group id is written to a file of the run's registry (a directory named by TERREAL_TEST_PROCESSES,
// which jest's globalSetup creates): a suite's afterAll stops what it started even when its beforeAll threw
// half-way, and jest's globalTeardown (test/support/globalTeardown.ts) kills every group still registered and
// every process still tagged, so a test that forgets, crashes or times out never keeps jest from ending.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUN_ENV = 'TERREAL_TEST_RUN';
export const REGISTRY_ENV = 'TERREAL_TEST_PROCESSES';
/** Each tracked process's own tag, inherited by descendants that start a group of their own. */
export const GROUP_ENV = 'TERREAL_TEST_GROUP';
const ownTags = new WeakMap<ChildProcess, string>();
const STOP_GRACE_MS = 5000;

/** This run's registry directory (a run outside jest's globalSetup gets one of its own). */
export function registryDir(): string {
  if (!process.env[REGISTRY_ENV]) {
    process.env[REGISTRY_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-test-processes-'));
  }
  fs.mkdirSync(process.env[REGISTRY_ENV]!, { recursive: true });
  return process.env[REGISTRY_ENV]!;
}

/** This run's tag (its registry's name), given to every tracked process's environment and so to its descendants. */
export const runTag = (): string => path.basename(registryDir());

const entryFile = (pgid: number): string => path.join(registryDir(), `${pgid}.json`);

/** Registers a process group (its leader's pid) under a label, for the teardown. */
export function register(pgid: number, label: string): void {
  fs.writeFileSync(entryFile(pgid), JSON.stringify({ pgid, label, by: process.pid }));
}

export function unregister(pgid: number): void {
  fs.rmSync(entryFile(pgid), { force: true });
}

export interface Registered { pgid: number; label: string }

export function registered(dir = registryDir()): Registered[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
    try {
      return [JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Registered];
    } catch {
      return [];
    }
  });
}

/** spawn(), as the leader of a registered process group, tagged with this run and with a tag of its own. */
export function spawnTracked(label: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const own = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const env = { ...(options.env ?? process.env), [RUN_ENV]: runTag(), [REGISTRY_ENV]: registryDir(), [GROUP_ENV]: own };
  const child = spawn(command, args, { ...options, env, detached: true });
  if (child.pid === undefined) return child; // spawn failed: 'error' follows, nothing to track
  const pgid = child.pid;
  register(pgid, label);
  ownTags.set(child, own);
  // The leader gone, its group may still hold children: they are killed by stopTracked or the teardown.
  child.once('exit', () => {
    if (!groupAlive(pgid)) unregister(pgid);
  });
  return child;
}

/** The process group of a pid (Linux /proc), or undefined when it is gone. */
function groupOf(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: state, ppid, pgrp, …
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'latin1').replace(/^.*\) /s, '').split(' ');
    return Number(fields[2]);
  } catch {
    return undefined;
  }
}

/**
 * Tracks what a library spawns itself (Chromium through playwright): `launch` is given the environment to
 * spawn with; every group leader that then carries its tag is registered. `stop` kills them all.
 */
export async function launchTracked<T>(label: string, launch: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<{ value: T; stop(): void }> {
  const own = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const value = await launch({ ...process.env, [RUN_ENV]: runTag(), [REGISTRY_ENV]: registryDir(), [GROUP_ENV]: own });
  const leaders = pidsWithEnv(GROUP_ENV, own).filter((pid) => groupOf(pid) === pid);
  for (const pid of leaders) register(pid, label);
  return {
    value,
    stop: () => {
      for (const pid of leaders) {
        signalGroup(pid, 'SIGKILL');
        unregister(pid);
      }
      killPids(pidsWithEnv(GROUP_ENV, own));
    },
  };
}

/** Does any process of this group still run? */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* already gone */
  }
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/**
 * Stops a tracked process and its whole group: SIGTERM to the leader (it may stop its own children, as the
 * Laravel host's start.ts stops PHP's), then SIGKILL to the group after a grace period or once the leader is
 * gone, and unregisters it.
 */
export async function stopTracked(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  if (!exited(child)) {
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        signalGroup(pgid, 'SIGKILL');
        resolve();
      }, STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      try {
        child.kill('SIGTERM');
      } catch {
        resolve();
      }
    });
  }
  signalGroup(pgid, 'SIGKILL');
  // Descendants that started a group of their own (the Laravel host's PHP server) carry the process's tag.
  const own = ownTags.get(child);
  if (own) killPids(pidsWithEnv(GROUP_ENV, own));
  unregister(pgid);
}

/** The pids of this machine's processes whose environment holds NAME=VALUE (Linux /proc). */
export function pidsWithEnv(name: string, value: string): number[] {
  const wanted = `${name}=${value}`;
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    const pid = Number(e);
    if (pid === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${e}/environ`, 'latin1').split('\0').includes(wanted)) pids.push(pid);
    } catch {
      /* gone, or not ours */
    }
  }
  return pids;
}

function killPids(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  });
}

/** Kills every process of the registry and every process carrying the run's tag; returns what it killed. */
export function killEverything(dir: string, tag: string): string[] {
  const killed: string[] = [];
  for (const { pgid, label } of registered(dir)) {
    if (groupAlive(pgid)) {
      signalGroup(pgid, 'SIGKILL');
      killed.push(`${label} (process group ${pgid})`);
    }
    fs.rmSync(path.join(dir, `${pgid}.json`), { force: true });
  }
  for (const pid of killPids(pidsWithEnv(RUN_ENV, tag))) killed.push(`process ${pid}`);
  return killed;
}

/** What this test file started and has not stopped yet (jest gives each file its own module registry). */
const live = new Set<() => Promise<void>>();

/**
 * Makes a stop function idempotent and remembers it until it has run: `stopLive` (the e2e setup's afterAll)
 * runs those a test file's own afterAll did not reach, as when its beforeAll threw after starting a server.
 */
export function stopLater(stop: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  const once = (): Promise<void> => {
    live.delete(once);
    done ??= stop();
    return done;
  };
  live.add(once);
  return once;
}

export async function stopLive(): Promise<void> {
  await Promise.allSettled([...live].map((stop) => stop()));
}
