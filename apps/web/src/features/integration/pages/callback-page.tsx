import { connectRoutes } from '@booster/contracts/routes';
import type { CHAT_OAUTH_MARKETPLACES } from '@booster/domain';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import {
  type ConnectCategory,
  goToAuthorize,
  isOAuthMarketplace,
  marketplaceLabel,
  reconnectStore,
  shopKeys,
} from '../../../lib/marketplace-connect.ts';
import { paths } from '../../../lib/paths.ts';
import { authKeys } from '../../../lib/session.ts';
import { notify, ProgressCard } from '../../../ui/index.ts';
import { connectFailure, isLimitError, openLimitDialog } from '../lib/connect-errors.ts';

type ChatOAuthMarketplace = (typeof CHAT_OAUTH_MARKETPLACES)[number];

type Failure = { title: string; message: string };

/** The platform's return parameters: Shopee `code`+`shop_id`, Lazada `code`, TikTok `code`+`state`, Bukalapak `code`. */
export function callbackBody(params: URLSearchParams) {
  const shopid = params.get('shop_id') ?? params.get('shopid') ?? params.get('shopId') ?? undefined;
  return {
    code: params.get('code') ?? '',
    shopid: shopid || undefined,
    state: params.get('state') || undefined,
  };
}

/**
 * A callback with our signed state is routed by it (marketplace, category, reconnect): TikTok Shop and
 * Tokopedia return to one fixed address whatever the connection. Without a state (Shopee) the address
 * and the stored reconnect id say it.
 */
function connectFromCallback(
  body: ReturnType<typeof callbackBody>,
  marketplace: string,
  category: ConnectCategory,
  reconnectId: string | null,
) {
  if (body.state) return callApi(connectRoutes.connectByState, { body: { ...body, state: body.state } });
  // The address names the marketplace; the server refuses one this route does not connect (400, shown as a failure).
  const named = marketplace as ChatOAuthMarketplace;
  if (reconnectId) {
    const params = { marketplace: named, reconnectId };
    return category === 'chat'
      ? callApi(connectRoutes.reconnectChat, { params, body })
      : callApi(connectRoutes.reconnectApp, { params, body });
  }
  return category === 'chat'
    ? callApi(connectRoutes.connectChat, { params: { marketplace: named }, body })
    : callApi(connectRoutes.connectApp, { params: { marketplace: named }, body });
}

/**
 * /callback/:marketplace/:type: connects the shop with the code of the consent page (or reconnects
 * it when a reconnect id is stored, then clears it), then the success toast and /panel/home.
 */
export function Component() {
  const { t } = useTranslation('integration');
  const { marketplace = '', type = 'app' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isRetrying, setRetrying] = useState(false);
  const started = useRef(false);
  const category: ConnectCategory = type === 'chat' ? 'chat' : 'app';
  const name = marketplaceLabel(marketplace);
  const reconnectId = useRef(reconnectStore.get()).current;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const body = callbackBody(params);
    if (!body.code) {
      reconnectStore.clear();
      setFailure({
        title: t('connectFailedTitle', { marketplace: name }),
        message: params.get('error')
          ? t('callback.denied', { marketplace: name })
          : t('callback.missingCode', { marketplace: name }),
      });
      return;
    }
    connectFromCallback(body, marketplace, category, reconnectId)
      .then(async () => {
        reconnectStore.clear();
        notify.success(t('callback.success', { marketplace: name }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: shopKeys.all }),
          queryClient.invalidateQueries({ queryKey: authKeys.all }),
        ]);
        navigate(paths.panel.home(), { replace: true });
      })
      .catch((error: unknown) => {
        reconnectStore.clear();
        if (isLimitError(error)) {
          setFailure({
            title: t('limitTitle', { marketplace: name }),
            message: t('limitText', { marketplace: name }),
          });
          openLimitDialog(marketplace, () => navigate(paths.panel.home(), { replace: true }));
          return;
        }
        setFailure(connectFailure(marketplace, error));
      });
  }, [params, marketplace, category, reconnectId, name, navigate, queryClient, t]);

  async function retry() {
    if (!isOAuthMarketplace(marketplace)) return;
    setRetrying(true);
    try {
      await goToAuthorize(marketplace, category, reconnectId ?? undefined);
    } catch (error) {
      setRetrying(false);
      setFailure(connectFailure(marketplace, error));
    }
  }

  if (!failure) {
    return (
      <ProgressCard
        state="working"
        title={t('callback.title', { marketplace: name })}
        text={t(reconnectId ? 'callback.reconnecting' : 'callback.progress', { marketplace: name })}
      />
    );
  }
  return (
    <ProgressCard state="error" title={failure.title} text={failure.message}>
      <Group justify="center" mt="sm">
        <Button onClick={() => void retry()} loading={isRetrying}>
          {t('callback.retry')}
        </Button>
        <Button component={Link} to={paths.panel.home()} variant="default">
          {t('callback.home')}
        </Button>
      </Group>
    </ProgressCard>
  );
}
