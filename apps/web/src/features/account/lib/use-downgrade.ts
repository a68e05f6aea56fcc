import { downgradeRoutes } from '@booster/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { describeError } from '../../../lib/error-message.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';
import { paths } from '../../../lib/paths.ts';
import { authKeys } from '../../../lib/session.ts';
import { notify } from '../../../ui/index.ts';

/**
 * `PUT /api/auth/downgrade` keeping the given integrations: the member becomes free, the cached
 * user and shop lists are refreshed and the member lands on /panel/home.
 */
export function useDowngrade() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function downgrade(keep: readonly string[]) {
    setSaving(true);
    setError(null);
    try {
      const res = await callApi(downgradeRoutes.downgrade, { body: { keep: [...keep] } });
      queryClient.setQueryData(authKeys.detail('member'), res.user);
      authStorage.setUser(res.user);
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      notify.success(t('downgrade.done'));
      navigate(paths.panel.home(), { replace: true });
    } catch (e) {
      setError(describeError(e) || t('downgrade.failed'));
      setSaving(false);
    }
  }

  return { downgrade, isSaving, error };
}
