import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/**
 * A file that replaces modules: its mocks must not meet modules another file imported first. A
 * file that needs a module not imported yet (a lazy chunk still loading) mocks it and lands here
 * (shell/src/app/app-frame-fallback.test.tsx).
 */
const MOCKS_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
/**
 * A file about what is loaded when (`*.fresh.test.tsx`: the kit's parts fetched on demand): it
 * starts from no module loaded, whatever file the worker ran before it.
 */
const FRESH_MODULES = /\.fresh\.test\.tsx?$/;

const testFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });

/**
 * A front end's unit-test files in two vitest projects (docs/conventions.md, "Tests"): files that
 * mock no module share the worker's imported modules (`isolate: false`: React, Chakra and the
 * contract imported once per worker instead of once per file, most of a file's time), and files
 * that mock modules each import their own, as before. Each file still renders into a page
 * cleaned after every test. `root` is the package's folder.
 */
export const unitTestProjects = (root: string) => {
  const files = testFilesUnder(join(root, 'src')).map((path) => relative(root, path));
  const mocking = files.filter(
    (path) =>
      FRESH_MODULES.test(path) || MOCKS_MODULES.test(readFileSync(join(root, path), 'utf8')),
  );
  const sharing = files.filter((path) => !mocking.includes(path));
  return [
    ...(sharing.length
      ? [{ extends: true, test: { name: 'modules shared', include: sharing, isolate: false } }]
      : []),
    ...(mocking.length
      ? [{ extends: true, test: { name: 'modules mocked', include: mocking } }]
      : []),
  ];
};
