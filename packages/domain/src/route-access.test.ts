import { describe, expect, it } from 'vitest';
import { fullMenu, menuAllowing } from './menus.ts';
import { type AccessSubject, access, accessRefusal, describeAccess } from './route-access.ts';

const owner: AccessSubject = {
  isAdmin: false,
  subMember: false,
  emailVerified: true,
  menu: fullMenu(),
  package: 'platinum',
};
const staffWith = (menu: AccessSubject['menu']): AccessSubject => ({ ...owner, subMember: true, menu });
const productOnly = (features: string[]) => staffWith(menuAllowing('product', 'my-product', features));

describe('accessRefusal', () => {
  const create = access.menu('product', { subMenu: 'my-product', feature: 'create-product' });

  it('lets an owner through every menu declaration', () => {
    expect(accessRefusal(owner, create)).toBeNull();
  });

  it('needs the sub-menu and one of the features for a sub-member', () => {
    expect(accessRefusal(productOnly([]), create)).toEqual({ code: 'FEATURE_NOT_ALLOWED' });
    expect(accessRefusal(productOnly(['create-product']), create)).toBeNull();
    const upload = access.menu('product', {
      subMenu: 'my-product',
      feature: ['create-product', 'edit-product'],
    });
    expect(accessRefusal(productOnly(['edit-product']), upload)).toBeNull();
    expect(accessRefusal(productOnly(['bulk-edit']), upload)).toEqual({ code: 'FEATURE_NOT_ALLOWED' });
    const master = access.menu('product', { subMenu: 'master-product' });
    expect(accessRefusal(productOnly(['create-product']), master)).toEqual({ code: 'FEATURE_NOT_ALLOWED' });
  });

  it('refuses sub-members on owner routes, admins on member routes and members on admin routes', () => {
    expect(accessRefusal(productOnly([]), access.owner())).toEqual({ code: 'FEATURE_NOT_ALLOWED' });
    expect(accessRefusal({ ...owner, isAdmin: true }, access.anyMember())).toEqual({ code: 'FORBIDDEN' });
    expect(accessRefusal(owner, access.admin())).toEqual({ code: 'NOT_ADMIN' });
    expect(accessRefusal({ ...owner, isAdmin: true }, access.signedIn())).toBeNull();
  });

  it('asks for a verified e-mail unless the declaration says otherwise, before the package', () => {
    const unverified = { ...owner, emailVerified: false, package: 'shopeeOptimization' as const };
    const masters = access.menu('product', { subMenu: 'master-product', package: 'masterProduct' });
    expect(accessRefusal(unverified, masters)).toEqual({ code: 'EMAIL_NOT_VERIFIED' });
    expect(accessRefusal({ ...unverified, emailVerified: true }, masters)).toEqual({
      code: 'FEATURE_BLOCKED',
      feature: 'masterProduct',
    });
    expect(accessRefusal(unverified, access.anyMember({ verified: false }))).toBeNull();
  });

  it('describes a declaration as menu > sub-menu > feature', () => {
    expect(describeAccess(create)).toBe('product > my-product > create-product');
    expect(describeAccess(access.public())).toBe('public');
  });
});
