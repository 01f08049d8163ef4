import sharp from 'sharp';

/** Spec §9: images are shown at most 1200 px wide, WebP at quality 75. */
export const WEB_IMAGE_MAX_WIDTH = 1200;
export const WEB_IMAGE_QUALITY = 75;
/** A photo past this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface WebImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * A JPEG or PNG as the WebP the pages show: turned upright from its EXIF orientation, at most 1200 px wide (never
 * enlarged), quality 75, its metadata (GPS position of a phone photo) dropped. Throws on bytes that are no image.
 */
export async function toWebImage(input: Uint8Array): Promise<WebImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: WEB_IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: WEB_IMAGE_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}
