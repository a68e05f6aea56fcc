import { relativeTime } from '@booster/domain';
import { useTranslation } from 'react-i18next';

export type RelativeTimeProps = { date: Date | string; now?: Date };

/** '5 menit yang lalu' … then DD/MM/YYYY HH:mm beyond a year (spec 9). */
export function RelativeTime({ date, now }: RelativeTimeProps) {
  const { t } = useTranslation('common');
  const d = typeof date === 'string' ? new Date(date) : date;
  const rel = relativeTime(d, now ?? new Date());
  const text = rel.kind === 'absolute' ? rel.text : t(`relativeTime.${rel.unit}`, { count: rel.value });
  return <time dateTime={d.toISOString()}>{text}</time>;
}
