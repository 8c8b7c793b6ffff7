import { Glyph, glyphs } from './glyphs.tsx';
import { layoutTexts } from './layout-texts.ts';
import { Logo } from './logo.tsx';

/**
 * The top bar's look in plain elements (src/app-frame.css, no Chakra), painted before the app's
 * scripts have run: written into index.html at build time (tooling/static-markup.ts), then
 * rendered by React while the layout's chunks load (src/app/routes.tsx), until `AppLayout`
 * replaces it with the real top bar at the same place. A phone shows the app's frame at once
 * instead of a blank page for the seconds the scripts take (docs/performance.md, session 14).
 * Not interactive: its buttons are pictures of the real ones.
 */
export const AppFrame = ({ name }: { name?: string }) => (
  <div className="app-frame" aria-busy="true">
    <div className="app-frame-bar" aria-hidden="true">
      <span className="app-frame-button">
        <Glyph d={glyphs.menu} />
      </span>
      <span className="app-frame-brand">
        <Logo size={28} />
        <span className="app-frame-product">{layoutTexts.product}</span>
      </span>
      <span className="app-frame-name">{name ? layoutTexts.welcome(name) : ''}</span>
      <span className="app-frame-button">
        <Glyph d={glyphs.settings} />
      </span>
      <span className="app-frame-button">
        <Glyph d={glyphs.user} />
      </span>
    </div>
    <p className="sr-only" role="status">
      {layoutTexts.loading}
    </p>
  </div>
);
