import { describe, expect, it } from 'vitest';
import { checkOutgoing, imageSize } from './chat.ts';

const b64 = (s: string) => Uint8Array.from(Buffer.from(s, 'base64'));

describe('chat helpers', () => {
  it('reads the size of PNG, GIF and JPEG headers; unknown bytes give null', () => {
    expect(
      imageSize(
        b64(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAVCgEFSRflnQAAAABJRU5ErkJggg==',
        ),
      ),
    ).toEqual({ width: 2, height: 3 });
    expect(imageSize(b64('R0lGODlhBQAHAIAAAAAAAP///yH5BAEAAAAALAAAAAAFAAcAAAIFhI+py+0PADs='))).toEqual({
      width: 5,
      height: 7,
    });
    const jpeg = Buffer.alloc(30);
    jpeg.set([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
    expect(imageSize(Uint8Array.from([1, 2, 3]))).toEqual({ width: null, height: null });
  });

  it('counts characters, not UTF-16 units, against the platform limit', () => {
    expect(() => checkOutgoing('tokopedia', { kind: 'text', text: '🙏'.repeat(2000) })).not.toThrow();
    expect(() => checkOutgoing('tokopedia', { kind: 'text', text: '🙏'.repeat(2001) })).toThrow(/2000/);
    expect(() => checkOutgoing('shopee', { kind: 'product', productId: '1' })).not.toThrow();
  });
});
