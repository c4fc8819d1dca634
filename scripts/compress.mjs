// The site's compressed copies, made once with the strongest settings (they are served many times):
// the build's precompressed files, the server's pages rendered for a later moment, and the
// benchmarks' control pages are all made here, so what each serves compresses alike.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The brotli (quality 11) and gzip (level 9) copies of `body`. */
export async function compressed(body) {
  const [br, gz] = await Promise.all([brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(body, { level: 9 })]);
  return { br, gzip: gz };
}
