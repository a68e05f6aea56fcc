import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPanelPath } from '../lib/paths.ts';
import enApp from './bundles/en-app.ts';
import enPublic from './bundles/en-public.ts';
import idApp from './bundles/id-app.ts';
import idPublic from './bundles/id-public.ts';
import { FRAME_NAMESPACES, isPublicNamespace, namespaceOf, PUBLIC_NAMESPACES } from './texts.ts';

const names = (bundle: Record<string, unknown>) => Object.keys(bundle).map(namespaceOf).sort();
const onDisk = readdirSync(`${import.meta.dirname}/id`)
  .filter((f) => f.endsWith('.json'))
  .map(namespaceOf)
  .sort();

describe('text bundles', () => {
  it.each([
    ['id', idPublic, idApp],
    ['en', enPublic, enApp],
  ])(
    '%s: the public bundle holds exactly the public namespaces, the app files every namespace',
    (_, pub, app) => {
      expect(names(pub)).toEqual([...PUBLIC_NAMESPACES].sort());
      expect(names(app)).toEqual(onDisk);
      expect(names(app)).toContain('orders');
    },
  );
});

describe('the texts a page waits for', () => {
  it('a panel page: the frame namespaces, all of them public ones (a public page has them in its group)', () => {
    expect(isPanelPath('/panel/home')).toBe(true);
    expect(isPanelPath('/panel')).toBe(true);
    expect(isPanelPath('/pricing')).toBe(false);
    expect(isPanelPath('/panelist')).toBe(false);
    expect(FRAME_NAMESPACES.every(isPublicNamespace)).toBe(true);
  });
});
