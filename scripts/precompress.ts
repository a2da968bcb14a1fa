/**
 * After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each text asset, so the
 * server sends them compressed at once instead of compressing on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.join('dist', 'web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

let count = 0;
for (const file of files(root).filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
process.stdout.write(`Pre-compressed ${count} files in ${root}.\n`);
