/**
 * A component's markup written into the page at build time, so the browser paints it before any
 * script has run (the shell's frame: shell/src/features/layout/app-frame.tsx). The component
 * takes no props and draws plain elements styled by CSS the page links: React renders it again
 * in the same place once the scripts run.
 *
 * Like chakra-css.ts, this folder imports nothing at run time: the package passes Vite's
 * `runnerImport` in, and React is the package's own.
 */
import { createRequire } from 'node:module';

/** Vite's `runnerImport` (vite >= 6.1), passed in by the package's vite.config.ts. */
type RunnerImport = (id: string) => Promise<{ module: unknown }>;

interface StaticMarkupOptions {
  /** The component's module, an absolute path. */
  module: string;
  /** The component's export. */
  exportName: string;
  /** The opening tag the markup goes into, as written in index.html. */
  into: string;
}

interface ReactServer {
  createElement: (type: unknown) => unknown;
  renderToStaticMarkup: (element: unknown) => string;
}

export const staticMarkup = (runnerImport: RunnerImport, options: StaticMarkupOptions) => {
  let root = '';
  const render = async (): Promise<string> => {
    const fromPackage = createRequire(`${root}/package.json`);
    const { createElement } = fromPackage('react') as ReactServer;
    const { renderToStaticMarkup } = fromPackage('react-dom/server') as ReactServer;
    const { module } = await runnerImport(options.module);
    const component = (module as Record<string, unknown>)[options.exportName];
    if (typeof component !== 'function')
      throw new Error(`${options.module} no exporta el componente ${options.exportName}`);
    return renderToStaticMarkup(createElement(component));
  };
  return {
    name: 'academias:static-markup',
    configResolved(config: { root: string }) {
      root = config.root;
    },
    async transformIndexHtml(html: string) {
      if (!html.includes(options.into))
        throw new Error(`index.html no tiene ${options.into} para ${options.exportName}`);
      return html.replace(options.into, `${options.into}${await render()}`);
    },
  };
};
