/**
 * Reads .cpuprofile files (node --cpu-prof, e.g. bench:cpu with BENCH_PROF=dir) and prints where
 * the self time went: by package or source folder, and the top functions.
 * `node --import tsx bench/cpu-profile-top.ts <file or dir>... [--top=40]`
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
/** Seconds at the start of each profile left out (the server starting: loading and compiling). */
const skip = Number(args.find((a) => a.startsWith('--skip='))?.slice(7) ?? 0) * 1e6;
const files = args
  .filter((a) => !a.startsWith('--'))
  .flatMap((a) =>
    statSync(a).isDirectory()
      ? readdirSync(a)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => join(a, f))
      : [a],
  );

/** node_modules/<package> (pnpm's .pnpm/<name>@<version>/node_modules/<name>), node:..., or src/<folder>. */
const placeOf = (url: string, name: string): string => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const source = url.match(/\/(server|shared)\/src\/(.*)\/[^/]+$/);
  return source ? `${source[1]}/${source[2]}` : url;
};

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
const keyOf = ({ callFrame }: ProfileNode) => {
  const where = callFrame.url
    ? `${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`
    : '';
  return `${callFrame.functionName || '(anonymous)'} ${where}`;
};
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let time = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    const node = nodes.get(id)!;
    const { callFrame } = node;
    if (callFrame.functionName === '(idle)' || time < skip) return;
    total += delta;
    const place = placeOf(callFrame.url, callFrame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + delta);
    const key = keyOf(node);
    byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = keyOf(nodes.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + delta);
    }
  });
}

const print = (title: string, map: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
};
console.log(`${files.length} perfiles, ${(total / 1000).toFixed(0)} ms sin (idle)`);
print('Por paquete o carpeta (tiempo propio)', byPlace, 30);
print('Funciones (tiempo propio)', byFunction, top);
print('Funciones (tiempo total, con lo que llaman)', inclusive, top);
