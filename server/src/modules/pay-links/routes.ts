import {
  createPayLink,
  myPayLink,
  openPayLink,
  revokePayLinks,
} from '@academias/shared/contract/pay-links';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../config/env.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { hitRateLimit, type RateLimit } from '../portal/rate-limit.ts';
import {
  buildPayLink,
  createPayLinkFor,
  openPayLink as open,
  type PayLinkSigner,
  revokePayLinksOf,
} from './service.ts';
import { payLinkTexts } from './texts.ts';

/** Opening links is anonymous: limited per IP like the RUT search, so tokens cannot be tried in bulk. */
export const PAY_LINK_OPEN_LIMIT: RateLimit = { max: 20, windowSeconds: 60 };

export const signerOf = (app: FastifyInstance): PayLinkSigner => ({
  secret: app.jwtSecret,
  publicUrl: publicUrl(app.env),
});

export const payLinksModule = (app: FastifyInstance) => {
  registerEndpoint(app, openPayLink, async ({ body, db, request }) => {
    await hitRateLimit(db, `pay-link|${request.ip}`, PAY_LINK_OPEN_LIMIT, payLinkTexts.tooMany);
    return open(db, app.jwtSecret, body.token);
  });

  registerEndpoint(app, myPayLink, async ({ user }) => buildPayLink(signerOf(app), user.id));

  registerEndpoint(app, createPayLink, async ({ body, db }) =>
    createPayLinkFor(db, signerOf(app), body.userId),
  );

  registerEndpoint(app, revokePayLinks, async ({ body, db, user }) =>
    revokePayLinksOf(db, user.id, body.userId),
  );
};
