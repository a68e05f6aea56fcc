import { crc32, deflateSync } from 'node:zlib';

/**
 * A small real PNG (the platforms' CDNs serve raster photos, which Booster's image upload accepts;
 * the sandbox's other images are SVG). Diagonal stripes in two colours taken from the key.
 */
export function photoPng(key: string, size = 240): Buffer {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const a = [h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff];
  const b = a.map((v) => 255 - Math.floor(v / 2));
  const stripe = 12 + (h % 24);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = Math.floor((x + y) / stripe) % 2 === 0 ? a : b;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
