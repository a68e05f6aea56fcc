import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation } from 'react-router';
import { runtimeKey } from '../i18n/keys.ts';
import { useAuth } from '../lib/auth-store.ts';
import {
  facebookModal,
  type GlobalModal,
  integrationModal,
  useGlobalModalOpen,
} from '../lib/global-modal.ts';
import { useReferralVisit } from '../lib/referral-visit.ts';
import { ChatWidget } from '../shell/chat-widget.tsx';
import { ImpersonationBanner } from '../shell/impersonation-banner.tsx';
import { PopupBanner } from '../shell/popup-banner.tsx';
import { RealtimeBridge } from '../shell/realtime-bridge.tsx';
import { TopBar } from '../shell/top-bar.tsx';
import { openAlert, openBlockedFeatureDialog } from '../ui/dialogs.tsx';
import { LoadingOverlay } from '../ui/loading-overlay.tsx';
import { takeGuardNotice } from './guard-notice.ts';
import type { GuardResult } from './route-guard.ts';

// Signed-in parts load when first opened, not with the landing page or every panel page.
const IntegrationModal = lazy(() =>
  import('../features/integration/components/integration-modal.tsx').then((m) => ({
    default: m.IntegrationModal,
  })),
);
const FacebookAccountsModal = lazy(() =>
  import('../features/facebook/components/facebook-accounts-modal.tsx').then((m) => ({
    default: m.FacebookAccountsModal,
  })),
);

/** True from the first time a global modal opens: its code loads then, not with every panel page. */
function useOpenedOnce(modal: GlobalModal) {
  const open = useGlobalModalOpen(modal);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Shows the overlay only when the guard or a lazy page takes longer than a blink. */
function useDelayedFlag(on: boolean, delayMs: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return shown;
}

function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation(['routes', 'common']);
  useEffect(() => {
    const app = t('common:panelTitle');
    document.title = titleKey ? `${t(runtimeKey<'routes'>(titleKey), { ns: 'routes' })} · ${app}` : app;
  }, [titleKey, t]);
}

/** Dialogs the guard asked for: the package gate and the sub-member refusal (spec 5, 8). */
function useGuardDialogs(blockedFeature: GuardResult['blockedFeature']) {
  const location = useLocation();
  const { t } = useTranslation('common');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard decides per navigation, so re-check on every location key.
  useEffect(() => {
    if (takeGuardNotice() === 'forbidden')
      openAlert({ title: t('forbidden.title'), message: t('forbidden.message') });
    if (blockedFeature) openBlockedFeatureDialog(blockedFeature);
  }, [location.key, blockedFeature, t]);
}

/** The root of every page: guard result, loading overlay, top bar, popup banner, chat widget. */
export function RootShell() {
  const { meta, blockedFeature } = useLoaderData() as GuardResult;
  const { isLoggedIn, user } = useAuth();
  const navigation = useNavigation();
  const loading = useDelayedFlag(navigation.state === 'loading', 250);
  useDocumentTitle(meta.title);
  useGuardDialogs(blockedFeature);
  useReferralVisit();
  const integrationWanted = useOpenedOnce(integrationModal);
  const facebookWanted = useOpenedOnce(facebookModal);

  return (
    <>
      <ScrollRestoration />
      <ImpersonationBanner />
      {meta.topbar && <TopBar />}
      {meta.popupBanner && !meta.chatArea && <PopupBanner subscriptionPackage={user?.subscriptionPackage} />}
      <Outlet />
      <ChatWidget />
      {isLoggedIn && !user?.isAdmin && (
        <Suspense fallback={null}>
          {integrationWanted && <IntegrationModal />}
          {facebookWanted && <FacebookAccountsModal />}
        </Suspense>
      )}
      {isLoggedIn && <RealtimeBridge />}
      <LoadingOverlay visible={loading} />
    </>
  );
}
