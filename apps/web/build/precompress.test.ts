import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booster-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressing the build output', () => {
  it('writes .br and .gz that decompress to the very bytes, for text files worth it only', async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = Buffer.from(
      `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i })))};`,
    );
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), script);
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    const totals = await precompressDirectory(dir);

    const js = path.join(dir, 'assets', 'app-1a2b.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`))).toEqual(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`))).toEqual(script);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(script.length / 4);
    expect(fs.existsSync(path.join(dir, 'robots.txt.br'))).toBe(false); // too small to gain
    expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false); // images are compressed already
    expect(totals).toMatchObject({ files: 1, bytes: script.length });
  });
});
