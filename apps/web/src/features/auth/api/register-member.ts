import type { RegisterBody } from '@booster/contracts';
import { authRoutes } from '@booster/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export function useRegisterMember() {
  return useMutation({ mutationFn: (body: RegisterBody) => callApi(authRoutes.register, { body }) });
}
