import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { runtimeKey } from '../../i18n/keys.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import type { RouteHandle } from '../route-meta.ts';

/** Routes whose feature ships with a later issue: the route's title and a "segera hadir" state. */
export function Component() {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const key = (title?.handle as RouteHandle | undefined)?.title ?? 'comingSoon';
  return <ComingSoon title={t(runtimeKey<'routes'>(key))} />;
}
