import { authRoutes } from '@booster/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { authKeys } from '../../../lib/session.ts';

/** The calls behind the mailed links: verify, resend, reset, invitation, unsubscribe. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => callApi(authRoutes.verifyEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => callApi(authRoutes.resendVerification) });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callApi(authRoutes.requestPasswordReset, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callApi(authRoutes.resetPassword, { body }),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; name?: string; password: string }) =>
      callApi(authRoutes.acceptInvitation, { body }),
    onSuccess: (session) => {
      queryClient.clear();
      authStorage.setAuth(session);
    },
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => callApi(authRoutes.unsubscribe, { body: { token } }) });
}
