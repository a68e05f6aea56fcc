import { Group, type MantineSpacing, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from '../i18n/setup.ts';

export type LanguageSwitchProps = { size?: 'xs' | 'sm' };

/** ID / EN switch; the choice is remembered in local storage. */
export function LanguageSwitch({ size = 'xs' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const value =
    i18n.resolvedLanguage && (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage)
      ? i18n.resolvedLanguage
      : currentLanguage();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('language.label')}
      value={value}
      onChange={(v) => void setLanguage(v as Language)}
      data={LANGUAGES.map((lng) => ({
        value: lng,
        label: <span title={t(`language.${lng}`)}>{lng.toUpperCase()}</span>,
      }))}
    />
  );
}

/** "Bahasa" and the switch on one row, for menus and side panels. */
export function LanguageRow({ px }: { px?: MantineSpacing }) {
  const { t } = useTranslation('shell');
  return (
    <Group justify="space-between" px={px}>
      <Text size="sm">{t('rightPanel.language')}</Text>
      <LanguageSwitch />
    </Group>
  );
}
