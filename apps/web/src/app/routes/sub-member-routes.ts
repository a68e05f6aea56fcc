import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { forward, page } from '../route-helpers.ts';

const subMembers = {
  roles: () => import('../../features/sub-members/pages/role-list-page.tsx'),
  roleForm: () => import('../../features/sub-members/pages/role-form-page.tsx'),
  members: () => import('../../features/sub-members/pages/member-list-page.tsx'),
};

/** Admin management (sidebar titled "Kelola Admin"). */
export const subMemberRoutes: RouteObject = {
  id: 'panel-sub-member',
  lazy: () => import('../layouts/sub-member-layout.tsx'),
  children: [
    forward('panel/sub-member', paths.subMember.roles()),
    page('panel/sub-member/role', subMembers.roles, { title: 'subMemberRoles' }),
    page('panel/sub-member/role/new', subMembers.roleForm, { title: 'subMemberRoleNew' }),
    page('panel/sub-member/role/:id/edit', subMembers.roleForm, { title: 'subMemberRoleEdit' }),
    page('panel/sub-member/member', subMembers.members, { title: 'subMemberMembers' }),
  ],
};
