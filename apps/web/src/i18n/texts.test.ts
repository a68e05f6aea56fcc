import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enApp from './bundles/en-app.ts';
import enPublic from './bundles/en-public.ts';
import idApp from './bundles/id-app.ts';
import idPublic from './bundles/id-public.ts';
import { isPublicNamespace, namespaceOf, PUBLIC_NAMESPACES } from './texts.ts';

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
    '%s: the public bundle holds exactly the public namespaces, the app files every other one',
    (_, pub, app) => {
      expect(names(pub)).toEqual([...PUBLIC_NAMESPACES].sort());
      expect(names(app)).toEqual(onDisk.filter((ns) => !isPublicNamespace(ns)));
      expect(names(app)).toContain('orders');
    },
  );
});
