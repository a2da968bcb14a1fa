import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BadRequestError } from '../../errors.ts';

/** Longest sides and quality of a stored image, as the shop's pages show them. */
export const IMAGE_BOX = { width: 400, height: 600 } as const;
const JPEG_QUALITY = 80;
/** Decoding stops past this many pixels, so a small file that unpacks huge cannot exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const NOT_AN_IMAGE =
  'This file is not an image the shop can use. Choose a JPEG, PNG, WebP or GIF.';

/**
 * Resizes an uploaded image to fit 400x600, re-encodes it as JPEG at quality 80, and stores it
 * under the hash of its bytes, so the same picture is kept once and its address never changes.
 */
export function createUploadsService(directory: string) {
  return {
    directory,

    async storeImage(input: Buffer): Promise<string> {
      let output: Buffer;
      try {
        const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
        const { format } = await image.metadata();
        if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
        output = await image
          .rotate()
          .resize({ ...IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer();
      } catch {
        throw new BadRequestError(NOT_AN_IMAGE, { fields: { image: NOT_AN_IMAGE } });
      }
      const name = `${createHash('sha256').update(output).digest('hex')}.jpg`;
      const target = path.join(directory, name);
      if (!(await exists(target))) {
        await mkdir(directory, { recursive: true });
        // Written aside and renamed, so a reader never sees half a file.
        const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
        await writeFile(partial, output);
        await rename(partial, target);
      }
      return `/uploads/${name}`;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>;
