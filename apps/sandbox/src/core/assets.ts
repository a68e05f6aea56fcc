import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STICKERS } from './chat-seed.ts';
import type { Sandbox } from './context.ts';
import { CONSENT_CSS, escapeHtml } from './html.ts';
import { labelPdf } from './label.ts';
import { SHOP_PLATFORMS, type ShopPlatform } from './types.ts';

/** Files the sandbox serves itself: product images (generated SVG), the consent stylesheet, labels. */
export async function assetRoutes(app: FastifyInstance, { sandbox }: { sandbox: Sandbox }) {
  app.get('/consent.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(CONSENT_CSS));

  app.get<{ Params: { platform: string; shopId: string; productId: string; file: string } }>(
    '/img/:platform/:shopId/:productId/:file',
    async (request, reply) => {
      const { platform, shopId, productId, file } = request.params;
      const shop = isShopPlatform(platform) ? sandbox.world.shop(platform, shopId) : undefined;
      const product = shop ? sandbox.world.product(shop, productId) : undefined;
      if (!product) return reply.code(404).send({ message: 'Not found' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(productSvg(product.name, `${productId}/${file}`));
    },
  );

  // Chat stickers the seeded buyers send (chat-seed.ts).
  app.get<{ Params: { file: string } }>('/stickers/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    if (!(STICKERS as readonly string[]).includes(code))
      return reply.code(404).send({ message: 'Not found' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(stickerSvg(code));
  });

  app.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
    const image = sandbox.images.get(request.params.id);
    if (!image) return reply.code(404).send({ message: 'Not found' });
    return reply.type(image.contentType).header('cache-control', 'public, max-age=86400').send(image.data);
  });

  app.get<{ Params: { platform: string; shopId: string; file: string } }>(
    '/labels/:platform/:shopId/:file',
    async (request, reply) => {
      const { platform, shopId, file } = request.params;
      const shop = isShopPlatform(platform) ? sandbox.world.shop(platform, shopId) : undefined;
      const order = shop?.orders.find((o) => `${o.id}.pdf` === file || `${o.packageId}.pdf` === file);
      if (!shop || !order?.trackingNumber) return reply.code(404).send({ message: 'Not found' });
      return reply.type('application/pdf').send(labelPdf(shop, [order]));
    },
  );
}

export function isShopPlatform(value: string): value is ShopPlatform {
  return (SHOP_PLATFORMS as readonly string[]).includes(value);
}

function productSvg(name: string, key: string): string {
  const hash = createHash('sha1').update(key).digest();
  const hue = (hash[0] * 360) / 256;
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue.toFixed(0)},55%,82%)"/>
<circle cx="200" cy="170" r="90" fill="hsl(${hue.toFixed(0)},55%,62%)"/>
<text x="200" y="195" font-family="sans-serif" font-size="72" text-anchor="middle" fill="#fff">${escapeHtml(initials)}</text>
<text x="200" y="330" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333">${escapeHtml(name.slice(0, 32))}</text>
</svg>`;
}

function stickerSvg(code: string): string {
  const mouth = code === 'sedih' ? 'M60 112 Q80 96 100 112' : 'M58 100 Q80 124 102 100';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="72" r="56" fill="#FFD54F" stroke="#F9A825" stroke-width="4"/>
<circle cx="60" cy="62" r="7" fill="#5D4037"/><circle cx="100" cy="62" r="7" fill="#5D4037"/>
<path d="${mouth}" stroke="#5D4037" stroke-width="6" fill="none" stroke-linecap="round"/>
<text x="80" y="152" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#333">${escapeHtml(code.replace('-', ' '))}</text>
</svg>`;
}
