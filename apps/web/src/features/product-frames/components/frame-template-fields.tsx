import {
  DEFAULT_FRAME_TEMPLATE,
  FRAME_BANNER_POSITIONS,
  FRAME_CORNERS,
  FRAME_LIMITS,
  type FrameTemplate,
} from '@booster/domain';
import {
  ColorInput,
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FrameTemplateFieldsProps = {
  value: FrameTemplate;
  onChange: (next: FrameTemplate) => void;
  /** The message of a field, by its path below the template (`border.colour`). */
  errorOf: (path: string) => string | undefined;
};

/** Border, corner badge and text banner of a template frame, each with its colours. */
export function FrameTemplateFields({ value, onChange, errorOf }: FrameTemplateFieldsProps) {
  const { t } = useTranslation('productFrames');
  const badge = value.badge;
  const banner = value.banner;
  const colour = (label: string, current: string, set: (c: string) => void, path: string) => (
    <ColorInput
      label={label}
      value={current}
      onChange={set}
      format="hex"
      error={errorOf(path)}
      swatches={['#EE4D2D', '#03AC0E', '#FFD600', '#222222', '#FFFFFF', '#1E88E5']}
    />
  );

  return (
    <Stack gap="md">
      <Fieldset legend={t('editor.border')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('editor.borderWidth')}
            min={0}
            max={FRAME_LIMITS.borderWidthMax}
            value={value.border.width}
            onChange={(w) => onChange({ ...value, border: { ...value.border, width: Number(w) || 0 } })}
            error={errorOf('border.width')}
          />
          {colour(
            t('editor.borderColour'),
            value.border.colour,
            (c) => onChange({ ...value, border: { ...value.border, colour: c } }),
            'border.colour',
          )}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('editor.badge')}>
        <Stack gap="sm">
          <Switch
            label={t('editor.badgeOn')}
            checked={badge !== null}
            onChange={(e) =>
              onChange({ ...value, badge: e.currentTarget.checked ? DEFAULT_FRAME_TEMPLATE.badge : null })
            }
          />
          {badge && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('editor.badgeText')}
                value={badge.text}
                maxLength={FRAME_LIMITS.badgeTextMax}
                onChange={(e) => onChange({ ...value, badge: { ...badge, text: e.currentTarget.value } })}
                error={errorOf('badge.text')}
              />
              <Select
                label={t('editor.badgeCorner')}
                value={badge.corner}
                allowDeselect={false}
                data={FRAME_CORNERS.map((c) => ({ value: c, label: t(`editor.corners.${c}`) }))}
                onChange={(c) =>
                  c && onChange({ ...value, badge: { ...badge, corner: c as typeof badge.corner } })
                }
              />
              {colour(
                t('editor.background'),
                badge.background,
                (c) => onChange({ ...value, badge: { ...badge, background: c } }),
                'badge.background',
              )}
              {colour(
                t('editor.textColour'),
                badge.colour,
                (c) => onChange({ ...value, badge: { ...badge, colour: c } }),
                'badge.colour',
              )}
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend={t('editor.banner')}>
        <Stack gap="sm">
          <Switch
            label={t('editor.bannerOn')}
            checked={banner !== null}
            onChange={(e) =>
              onChange({ ...value, banner: e.currentTarget.checked ? DEFAULT_FRAME_TEMPLATE.banner : null })
            }
          />
          {banner && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('editor.bannerText')}
                value={banner.text}
                maxLength={FRAME_LIMITS.bannerTextMax}
                onChange={(e) => onChange({ ...value, banner: { ...banner, text: e.currentTarget.value } })}
                error={errorOf('banner.text')}
              />
              <Select
                label={t('editor.bannerPosition')}
                value={banner.position}
                allowDeselect={false}
                data={FRAME_BANNER_POSITIONS.map((p) => ({ value: p, label: t(`editor.positions.${p}`) }))}
                onChange={(p) =>
                  p && onChange({ ...value, banner: { ...banner, position: p as typeof banner.position } })
                }
              />
              {colour(
                t('editor.background'),
                banner.background,
                (c) => onChange({ ...value, banner: { ...banner, background: c } }),
                'banner.background',
              )}
              {colour(
                t('editor.textColour'),
                banner.colour,
                (c) => onChange({ ...value, banner: { ...banner, colour: c } }),
                'banner.colour',
              )}
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
