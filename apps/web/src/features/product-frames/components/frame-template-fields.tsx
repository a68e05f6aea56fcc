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
          <ColourField
            label={t('editor.borderColour')}
            value={value.border.colour}
            onChange={(c) => onChange({ ...value, border: { ...value.border, colour: c } })}
            error={errorOf('border.colour')}
          />
        </SimpleGrid>
      </Fieldset>

      <MarkFields
        legend={t('editor.badge')}
        switchLabel={t('editor.badgeOn')}
        textLabel={t('editor.badgeText')}
        textMax={FRAME_LIMITS.badgeTextMax}
        placeLabel={t('editor.badgeCorner')}
        place="corner"
        places={FRAME_CORNERS.map((c) => ({ value: c, label: t(`editor.corners.${c}`) }))}
        value={value.badge}
        fallback={DEFAULT_FRAME_TEMPLATE.badge as NonNullable<FrameTemplate['badge']>}
        onChange={(badge) => onChange({ ...value, badge })}
        errorOf={(path) => errorOf(`badge.${path}`)}
      />
      <MarkFields
        legend={t('editor.banner')}
        switchLabel={t('editor.bannerOn')}
        textLabel={t('editor.bannerText')}
        textMax={FRAME_LIMITS.bannerTextMax}
        placeLabel={t('editor.bannerPosition')}
        place="position"
        places={FRAME_BANNER_POSITIONS.map((p) => ({ value: p, label: t(`editor.positions.${p}`) }))}
        value={value.banner}
        fallback={DEFAULT_FRAME_TEMPLATE.banner as NonNullable<FrameTemplate['banner']>}
        onChange={(banner) => onChange({ ...value, banner })}
        errorOf={(path) => errorOf(`banner.${path}`)}
      />
    </Stack>
  );
}

type Mark = { text: string; background: string; colour: string };

type MarkFieldsProps<M extends Mark, P extends keyof M & string> = {
  legend: string;
  switchLabel: string;
  textLabel: string;
  textMax: number;
  placeLabel: string;
  /** The field that says where the mark sits (badge corner, banner position). */
  place: P;
  places: { value: string; label: string }[];
  value: M | null;
  /** What switching the mark on starts from. */
  fallback: M;
  onChange: (next: M | null) => void;
  errorOf: (path: string) => string | undefined;
};

/** A text mark of the template (corner badge or banner): on/off, its text, where it sits, its colours. */
function MarkFields<M extends Mark, P extends keyof M & string>({
  legend,
  switchLabel,
  textLabel,
  textMax,
  placeLabel,
  place,
  places,
  value,
  fallback,
  onChange,
  errorOf,
}: MarkFieldsProps<M, P>) {
  const { t } = useTranslation('productFrames');
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Switch
          label={switchLabel}
          checked={value !== null}
          onChange={(e) => onChange(e.currentTarget.checked ? fallback : null)}
        />
        {value && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={textLabel}
              value={value.text}
              maxLength={textMax}
              onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
              error={errorOf('text')}
            />
            <Select
              label={placeLabel}
              value={String(value[place])}
              allowDeselect={false}
              data={places}
              onChange={(next) => next && onChange({ ...value, [place]: next })}
            />
            <ColourField
              label={t('editor.background')}
              value={value.background}
              onChange={(c) => onChange({ ...value, background: c })}
              error={errorOf('background')}
            />
            <ColourField
              label={t('editor.textColour')}
              value={value.colour}
              onChange={(c) => onChange({ ...value, colour: c })}
              error={errorOf('colour')}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

const SWATCHES = ['#EE4D2D', '#03AC0E', '#FFD600', '#222222', '#FFFFFF', '#1E88E5'];

function ColourField(props: { label: string; value: string; onChange: (c: string) => void; error?: string }) {
  return <ColorInput {...props} format="hex" swatches={SWATCHES} />;
}
