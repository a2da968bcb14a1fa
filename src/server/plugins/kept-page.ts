import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Bodies smaller than this go as they are, as `@fastify/compress` sends them. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli at quality 4, as `@fastify/compress` uses: 11, zlib's default, is many times slower. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const encoders: Record<PageEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipAsync(body),
};

const negotiator = new Negotiator<PageEncoding>({ supportedValues: [...ENCODINGS] });

/**
 * The encoding a client's `Accept-Encoding` asks for among those kept, none when it asks for
 * none of them. As `@fastify/compress` reads it: `*` and `x-gzip` mean gzip.
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiator.negotiate(header) ?? undefined;
}

/**
 * A catalog page kept ready to send: its text, its entity tag, and each encoding made once, on
 * the first request that asks for it. Compressing a kept page again for every browser's request
 * cost four times what sending it plain did (docs/performance.md, Release day).
 */
export class KeptPage {
  readonly #encoded = new Map<PageEncoding, Promise<Buffer>>();
  /** Whether the page is big enough to be worth compressing. */
  readonly compressible: boolean;

  constructor(
    readonly body: string,
    readonly etag: string,
  ) {
    this.compressible = Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES;
  }

  /** The page in `encoding`, made by the first request that asks and shared with those after. */
  encoded(encoding: PageEncoding): Promise<Buffer> {
    let made = this.#encoded.get(encoding);
    if (made === undefined) {
      made = encoders[encoding](this.body);
      // A failure is the asker's to handle, and the next request tries afresh.
      made.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, made);
    }
    return made;
  }
}
