import { DEFAULT_REMOTES_URL, readSetting as read } from './settings.ts';

/**
 * The only place that reads build-time configuration (Vite env). Deployment data that changes
 * without a rebuild (where the remotes live) comes from remotes.json at run time instead.
 */
export const env = {
  /** Map of remote name -> mf-manifest.json URL. */
  remotesUrl: read(import.meta.env.VITE_REMOTES_URL, DEFAULT_REMOTES_URL),
  /** The product website linked from the "other" menu and the footer. */
  websiteUrl: read(import.meta.env.VITE_WEBSITE_URL, '/landing'),
  /** The public payment portal. */
  portalUrl: read(import.meta.env.VITE_PORTAL_URL, '/client/payments'),
} as const;
