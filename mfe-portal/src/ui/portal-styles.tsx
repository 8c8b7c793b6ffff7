import choices from './portal-choices.css?inline';
import controls from './portal-controls.css?inline';
import base from './portal.css?inline';
import receipt from './portal-receipt.css?inline';

/**
 * The portal's stylesheet, rendered by its frame: React puts it in <head> once, in the
 * standalone build and inside the app alike (a remote's imported CSS files would depend on how
 * the app loads it; a string in the module does not).
 */
export const PortalStyles = () => (
  <style href="academias-portal" precedence="default">
    {base + controls + choices + receipt}
  </style>
);
