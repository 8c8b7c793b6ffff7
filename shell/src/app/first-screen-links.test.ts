import { describe, expect, it } from 'vitest';
import { preloadFirstScreen } from '../../../tooling/preload-first-screen.ts';

/** A built shell in miniature: the page, its bootstrap script, the share map and a route's chunk. */
const bundleOf = (base: string) => ({
  'index.html': {
    type: 'asset' as const,
    fileName: 'index.html',
    source: `<html><head><script type="module" src="${base}assets/index-a.js"></script></head></html>`,
  },
  'assets/index-a.js': {
    type: 'chunk' as const,
    fileName: 'assets/index-a.js',
    code: 'import("./pending-b.js")',
  },
  'assets/pending-b.js': { type: 'chunk' as const, fileName: 'assets/pending-b.js', code: '' },
  'assets/localSharedImportMap-c.js': {
    type: 'chunk' as const,
    fileName: 'assets/localSharedImportMap-c.js',
    code: '',
    dynamicImports: ['assets/ui-d.js'],
  },
  'assets/ui-d.js': { type: 'chunk' as const, fileName: 'assets/ui-d.js', code: '' },
  'assets/app-layout-e.js': {
    type: 'chunk' as const,
    fileName: 'assets/app-layout-e.js',
    code: '',
    facadeModuleId: '/repo/shell/src/features/layout/app-layout.tsx',
    imports: ['assets/ui-d.js'],
    viteMetadata: { importedCss: new Set(['assets/app-layout-f.css']) },
  },
});

const linksOf = (base: string, remotesUrl: string) => {
  const plugin = preloadFirstScreen(['src/features/layout/app-layout.tsx'], [remotesUrl]);
  plugin.configResolved({ base });
  const bundle = bundleOf(base);
  plugin.generateBundle(undefined, bundle);
  return [...String(bundle['index.html'].source).matchAll(/<link [^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
};

describe('first screen links in the shell page (tooling/preload-first-screen.ts)', () => {
  it('links every chunk, style and remotes map under the build’s base', () => {
    expect(linksOf('/academias/', 'https://cdn.example.cl/remotes.json').sort()).toEqual([
      '/academias/assets/app-layout-e.js',
      '/academias/assets/app-layout-f.css',
      '/academias/assets/pending-b.js',
      '/academias/assets/ui-d.js',
      'https://cdn.example.cl/remotes.json',
    ]);
  });

  it('at the site’s root as before', () => {
    expect(linksOf('/', '/remotes.json')).toContain('/assets/pending-b.js');
  });
});
