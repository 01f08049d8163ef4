import type { FastifyInstance } from 'fastify';
import { MAX_NEWS_COVER_BYTES } from '../../../shared/domain/news/news.js';
import { HttpError } from '../../lib/http-error.js';
import { toWebImage } from '../../lib/web-image.js';

// An article's cover (issue 22): the raw bytes of a JPEG or a PNG, whatever type the browser names (the type is
// read from the bytes), stored as the WebP the pages show (at most 1200 px wide, quality 75: lib/web-image.ts).

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

export const coverTooLarge = () =>
  new HttpError(413, 'file_too_large', 'news:errors.coverTooLarge', {
    max: MAX_NEWS_COVER_BYTES / (1024 * 1024),
  });

/** Uploads under this plugin arrive as bytes (registered inside one plugin, it applies to its routes only). */
export function acceptCoverUploads(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}

/** The upload as the WebP to store, or a 4xx saying what is wrong with it. */
export async function coverFromUpload(body: unknown): Promise<Uint8Array> {
  if (!Buffer.isBuffer(body) || body.byteLength === 0) {
    throw new HttpError(400, 'file_missing', 'news:errors.coverMissing');
  }
  if (body.byteLength > MAX_NEWS_COVER_BYTES) throw coverTooLarge();
  if (!startsWith(body, JPEG) && !startsWith(body, PNG)) {
    throw new HttpError(415, 'file_type_refused', 'news:errors.coverTypeRefused');
  }
  try {
    return (await toWebImage(body)).bytes;
  } catch {
    throw new HttpError(422, 'image_unreadable', 'news:errors.coverUnreadable');
  }
}
