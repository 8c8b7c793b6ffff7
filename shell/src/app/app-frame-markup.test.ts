import { describe, expect, it } from 'vitest';
import { staticMarkup } from '../../../tooling/static-markup.ts';

const frameModule = new URL('../features/layout/app-frame.tsx', import.meta.url).pathname;
const pluginFor = (exportName: string) => {
  const plugin = staticMarkup(
    (id) => import(/* @vite-ignore */ id).then((module) => ({ module })),
    {
      module: frameModule,
      exportName,
      into: '<div id="root">',
    },
  );
  plugin.configResolved({ root: new URL('../..', import.meta.url).pathname });
  return plugin;
};

describe('tooling/static-markup.ts: the frame written into index.html', () => {
  it('puts the frame inside #root, so the page paints it before any script', async () => {
    const html = await pluginFor('AppFrame').transformIndexHtml(
      '<body><div id="root"></div><script type="module" src="/a.js"></script></body>',
    );
    expect(html).toMatch(/^<body><div id="root"><div class="app-frame" aria-busy="true">/);
    expect(html).toContain('class="app-frame-bar" aria-hidden="true"');
    expect(html).toContain('Cargando…');
    expect(html).toContain('</div></div><script type="module" src="/a.js">');
  });

  it('fails the build when the page has no such element or the module no such component', async () => {
    await expect(pluginFor('AppFrame').transformIndexHtml('<body></body>')).rejects.toThrow(
      'index.html no tiene <div id="root">',
    );
    await expect(pluginFor('Nope').transformIndexHtml('<div id="root"></div>')).rejects.toThrow(
      'no exporta el componente Nope',
    );
  });
});
