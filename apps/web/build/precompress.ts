import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every compressible
 * file of `dir`, when it makes the file smaller. Done once at build time, so the server only picks
 * a file by Accept-Encoding and never compresses static files per request.
 */
export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const targets = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    targets.map(async (file) => {
      const content = fs.readFileSync(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files++;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(br.length, content.length);
    }),
  );
  return totals;
}

/** Vite plugin: precompresses the build output (public files included) once it is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'booster:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const { files, bytes, brotliBytes } = await precompressDirectory(outDir);
      config.logger.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} KiB → ${Math.round(brotliBytes / 1024)} KiB brotli`,
      );
    },
  };
}
