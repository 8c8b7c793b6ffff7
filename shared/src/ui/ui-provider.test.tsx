// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './index.ts';
import { system } from './system.ts';
import { UiProvider } from './ui-provider.tsx';

/** The CSS text Emotion inserted into the page's <style> elements. */
const insertedCss = () =>
  [...document.querySelectorAll('style')]
    .flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText))
    .join('\n') + [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('UiProvider', () => {
  // Unmounting takes Chakra's global styles out with the provider's <Global>; the components'
  // own rules stay, as in the page (other files of the worker share Emotion's sheet).
  afterEach(cleanup);

  it('inserts Chakra global styles at run time by default (a remote alone, the tests)', () => {
    render(
      <UiProvider>
        <Button>Guardar</Button>
      </UiProvider>,
    );
    expect(insertedCss()).toContain('--chakra-colors-indigo-600');
    expect(insertedCss()).toContain('@layer reset');
  });

  it('with prebuiltCss leaves the global styles to the linked CSS and still styles components', () => {
    render(
      <UiProvider prebuiltCss>
        <Button>Guardar</Button>
      </UiProvider>,
    );
    expect(insertedCss()).not.toContain('--chakra-colors-indigo-600');
    expect(insertedCss()).not.toContain('@layer reset');
    expect(screen.getByRole('button', { name: 'Guardar' }).className).toMatch(/\bcss-/);
  });

  it("computes the system's global CSS only when read (patches/@chakra-ui__react)", () => {
    // createSystem used to build ~48 KB of CSS objects on every load; the shell links them prebuilt.
    expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
    expect(system._global).toHaveLength(3);
  });
});
