import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface ChromaServer {
  url: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const STOP_GRACE_MS = 5_000;

/**
 * The `chroma` CLI of the installed chromadb package. Its `exports` hide package.json and
 * the bin, so walk up from the resolved entry point to the package root.
 */
function chromaCliPath(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('chromadb'));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        bin?: string | Record<string, string>;
      };
      if (pkg.name === 'chromadb') {
        const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.['chroma'];
        if (!bin) throw new Error(`chromadb at ${dir} declares no "chroma" bin`);
        return resolve(dir, bin);
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the chromadb package root');
    dir = parent;
  }
}

/**
 * Binds the port for a moment: 0 picks a free one (the CLI needs a fixed port), a taken
 * port fails here because otherwise the server already there would answer our heartbeat.
 * Another process may still take the port before Chroma binds it.
 */
function probePort(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Cannot start Chroma: port ${port} on ${HOST} is already in use`)
          : error,
      ),
    );
    server.listen(port, HOST, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolvePort(bound));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

async function waitForHeartbeat(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  recent: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `Chroma server exited (${child.exitCode ?? child.signalCode}) before answering ${url}.\n${recent()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/v2/heartbeat`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `Chroma server did not answer ${url}/api/v2/heartbeat within ${timeoutMs} ms.\n${recent()}`,
  );
}

/**
 * Starts the Chroma server that the chromadb package ships, on loopback, for development
 * and tests. Production points CHROMA_URL at a server run elsewhere.
 */
export async function startChromaServer(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<ChromaServer> {
  await mkdir(opts.dataDir, { recursive: true });
  const port = await probePort(opts.port);
  const url = `http://${HOST}:${port}`;
  const args = ['run', '--path', opts.dataDir, '--host', HOST, '--port', String(port)];
  const child = spawn(process.execPath, [chromaCliPath(), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Kept so a failed start can say why (port taken, bad path) even when nobody logs.
  const lastLines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (raw) => {
      const line = stripVTControlCharacters(raw).trimEnd();
      if (!line.trim()) return;
      lastLines.push(line);
      if (lastLines.length > 20) lastLines.shift();
      opts.log?.(line);
    });
  }
  // If this process exits without calling stop(), the server must not outlive it on the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
  };
  try {
    await waitForHeartbeat(url, child, opts.timeoutMs ?? 30_000, () => lastLines.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
