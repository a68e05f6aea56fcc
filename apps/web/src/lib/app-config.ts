import { systemRoutes } from '@booster/contracts/routes';
import { DEFAULT_MAINTENANCE_WINDOW, type MaintenanceWindow } from '@booster/domain';
import { callApi } from './api-client.ts';

export type AppConfig = {
  maintenance: MaintenanceWindow;
  appUrl: string;
  marketplaceMode: 'sandbox' | 'live';
};

const fallback = (): AppConfig => ({
  maintenance: DEFAULT_MAINTENANCE_WINDOW,
  appUrl: globalThis.location?.origin ?? '',
  marketplaceMode: 'sandbox',
});

let configPromise: Promise<AppConfig> | null = null;

function toWindow(start: string, end: string): MaintenanceWindow {
  const w = { start: new Date(start), end: new Date(end) };
  return Number.isNaN(w.start.getTime()) || Number.isNaN(w.end.getTime()) ? DEFAULT_MAINTENANCE_WINDOW : w;
}

/** Public configuration from `GET /api/guest/config`, fetched once at boot; defaults when unreachable. */
export function loadAppConfig(): Promise<AppConfig> {
  configPromise ??= callApi(systemRoutes.guestConfig)
    .then((c) => ({
      maintenance: toWindow(c.maintenance.start, c.maintenance.end),
      appUrl: c.appUrl,
      marketplaceMode: c.marketplaceMode,
    }))
    .catch(fallback);
  return configPromise;
}
