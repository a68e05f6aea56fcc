import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import { INT4_MAX, MONEY_MAX } from './fields.ts';
import { type InputLeaf, inputLeaves, routeContracts } from './input-leaves.ts';

/**
 * Generated from the contracts: every scalar of every request body, query and path must refuse
 * what PostgreSQL would refuse (a 500 instead of a 400 on the field).
 */
const leaves = routeContracts(contracts).flatMap((route) =>
  (['body', 'query', 'params'] as const).flatMap((where) =>
    route[where]
      ? inputLeaves(route[where]).map((leaf) => ({
          ...leaf,
          at: `${route.method} ${route.path} ${where}.${leaf.path}`,
        }))
      : [],
  ),
);

/** Keys that carry a platform's id (a Shopee category, a Facebook page), not one of our uuids. */
const PLATFORM_IDS =
  /(^|\.)(categoryId|sourceCategoryId|attributes\.0\.id|attributes\.0\.values\.0\.id|imageId|pageIds|pages\.0\.id|deletePagesId(\.0\.id)?|ids|addressId|slotId|branchId|shopid|nextOffset|_id)$/;
/** Our uuid or the platform's id: notification links open an order by the platform's id. */
const EITHER_ID = ['GET /api/app/order/:marketplace/:id params.id'];
/** Amounts in rupiah live in bigint columns; every other number in an integer column. */
const MONEY = /(^|\.)(min|max)?(price|amount|fee|total|cost)[A-Za-z]*$/i;

const accepts = (leaf: InputLeaf, value: unknown) => leaf.schema.safeParse(value).success;

describe('request schemas of every route', () => {
  it('were found', () => {
    expect(leaves.length).toBeGreaterThan(150);
  });

  it('refuse a NUL byte and a lone surrogate in every text', () => {
    const open = leaves
      .filter((l) => l.type === 'string')
      .filter((l) => accepts(l, 'a\u0000b') || accepts(l, 'a\uD800b') || accepts(l, 'a\uDC00b'))
      .map((l) => l.at);
    expect(open).toEqual([]);
  });

  it('refuse a number outside its column', () => {
    const open = leaves
      // A platform id sent as a number is kept as text.
      .filter((l) => l.type === 'number' && !PLATFORM_IDS.test(l.path.replace(/\.0$/, '')))
      .filter((l) => {
        const max = MONEY.test(l.path) ? MONEY_MAX : INT4_MAX;
        return accepts(l, max + 1) || accepts(l, -max - 2);
      })
      .map((l) => l.at);
    expect(open).toEqual([]);
  });

  it('refuse anything but a uuid where they name one of our ids', () => {
    const open = leaves
      .filter((l) => l.type === 'string' && /(^|\.)(id|[A-Za-z]*Ids?)(\.0)?$/.test(l.path))
      .filter((l) => !PLATFORM_IDS.test(l.path.replace(/\.0$/, '')) && !EITHER_ID.includes(l.at))
      .filter((l) => accepts(l, 'not-a-uuid'))
      .map((l) => l.at);
    expect(open).toEqual([]);
  });

  it('keep to scalars the walk knows', () => {
    const known = ['string', 'number', 'enum', 'literal', 'boolean'];
    expect(leaves.filter((l) => !known.includes(l.type)).map((l) => `${l.at}: ${l.type}`)).toEqual([]);
  });
});
