import type { LoginBody } from '@booster/contracts';
import { authRoutes } from '@booster/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Member login (`/api/auth/login`) or admin login (`/api/authadmin/login`); stores the session. */
export function useLogIn(kind: 'member' | 'admin') {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      callApi(kind === 'admin' ? authRoutes.adminLogin : authRoutes.login, { body }),
    onSuccess: (session) => {
      queryClient.clear();
      authStorage.setAuth(session);
    },
  });
}
