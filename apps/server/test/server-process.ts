import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/*
 * Tests that kill a process of the bank (SIGKILL) and start it again run the code as a process of
 * its own, bundled from the sources as apps/server/build.mjs bundles the server, so they test the
 * sources as they are and not a stale build.
 */
const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));

/**
 * Bundles one entry point (a path under apps/server) into a folder of its own under
 * apps/server/dist, where the registry packages resolve from the repository's node_modules and the
 * server finds its migrations. `remove()` deletes the folder.
 */
export async function bundleServerEntry(
  entry: string,
): Promise<{ file: string; remove(): Promise<void> }> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter(
    (name) => !name.startsWith('@poslovno/'),
  );
  const parent = path.join(SERVER_DIR, 'dist', 'test-bundles');
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(path.join(parent, `${path.basename(entry, '.ts')}-`));
  const file = path.join(folder, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(SERVER_DIR, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'pg-native'],
    logLevel: 'warning',
  });
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

export interface TProcessRun {
  child: ChildProcess;
  /** Every line the process printed on stdout so far. */
  lines: string[];
  /** What the process wrote on stderr so far (a refusal to start says why there). */
  readStderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The first line (printed before or after the call) that `isWanted` accepts. */
  waitForLine(isWanted: (line: string) => boolean, timeoutMs: number): Promise<string>;
}

/**
 * Runs a bundled entry with `env`; `onLine` sees each stdout line as it comes. What the process
 * writes on stderr is shown when it fails, so a crash in a child is not silent.
 */
export function runBundledProcess(
  file: string,
  env: Record<string, string>,
  onLine: (line: string, run: TProcessRun) => void = () => undefined,
): TProcessRun {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<(line: string) => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const run: TProcessRun = {
    child,
    lines: [],
    readStderr: () => stderr,
    exited,
    waitForLine: (isWanted, timeoutMs) => {
      const seen = run.lines.find(isWanted);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const listener = (line: string) => {
          if (!isWanted(line)) return;
          settle();
          resolve(line);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`${path.basename(file)} printed no awaited line in ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        listeners.add(listener);
        void exited.then(({ code, signal }) => {
          settle();
          reject(new Error(`${path.basename(file)} exited (${code ?? signal}) first`));
        });
      });
    },
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (!child.stdout) throw new Error('the process has a stdout');
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    run.lines.push(line);
    onLine(line, run);
    for (const listener of [...listeners]) listener(line);
  });
  void exited.then(({ code }) => {
    if (code !== 0 && code !== null)
      process.stderr.write(`${path.basename(file)} exited with ${code}:\n${stderr}\n`);
  });
  return run;
}

/** Resolves once the server printed that it listens; fails if it exits first or takes 60 s. */
export async function waitForServerStart(run: TProcessRun): Promise<void> {
  await run.waitForLine((line) => line.includes('Poslovno is running at'), 60_000);
}
