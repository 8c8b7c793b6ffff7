import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * `pnpm start`'s entry point (src/main.ts, or `main`) in its own process on 127.0.0.1:`port`, with
 * `workers` processes, no jobs, no demo seed and warnings only; resolves once /api/health answers.
 */
export const spawnServer = async (options: {
  port: number;
  workers: number;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  main?: string;
}): Promise<ChildProcess> => {
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      resolve(options.main ?? resolve(import.meta.dirname, '../src/main.ts')),
    ],
    {
      env: {
        ...options.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        WORKERS: String(options.workers),
        JOBS: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
};
