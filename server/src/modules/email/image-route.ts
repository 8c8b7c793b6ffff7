import type { FastifyInstance } from 'fastify';
import { findImage } from './images-repository.ts';

/**
 * Public: mail clients fetch images without a session. The name is the SHA-256 of the bytes, so
 * URLs cannot be guessed and a stored image never changes (cached for a year).
 */
export const registerImageRoute = (app: FastifyInstance) => {
  app.get<{ Params: { file: string } }>('/api/v1/emailImages/:file', async (request, reply) => {
    const match = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/.exec(request.params.file);
    const image = match?.[1] ? await findImage(app.db, match[1]) : null;
    if (!image)
      return reply
        .status(404)
        .send({ message: 'No se encontró la imagen.', code: 'no_encontrado' });
    return reply
      .type(image.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(Buffer.from(image.bytes));
  });
};
