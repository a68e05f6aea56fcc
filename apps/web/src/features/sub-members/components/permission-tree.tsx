import { MENU_TREE, type MenuPermission } from '@booster/domain';
import { Card, Checkbox, Divider, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ChildKind, selectedCount, toggleChild, toggleMenu } from '../lib/permission-state.ts';

export type PermissionTreeProps = {
  value: readonly MenuPermission[];
  onChange: (next: MenuPermission[]) => void;
  disabled?: boolean;
};

type MenuDefinition = (typeof MENU_TREE)[number];
type SubMenuKey = MenuDefinition['subMenus'][number]['key'];
type FeatureKey = MenuDefinition['features'][number];

type ChildOption = {
  key: string;
  label: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
};

/** The sub-menus or the features of one menu, as checkboxes under a small title. */
function ChildGroup({
  title,
  options,
  disabled,
}: {
  title: string;
  options: readonly ChildOption[];
  disabled: boolean;
}) {
  if (options.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
        {options.map((o) => (
          <Checkbox
            key={o.key}
            label={o.label}
            checked={o.checked}
            disabled={disabled}
            onChange={(event) => o.onToggle(event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function MenuCard({
  def,
  permission,
  value,
  onChange,
  disabled,
}: { def: MenuDefinition; permission: MenuPermission } & PermissionTreeProps) {
  const { t } = useTranslation('subMembers');
  const isOn = permission.enabled;
  const count = selectedCount(permission);
  const areChildrenOff = !!disabled || !isOn;
  const option = (kind: ChildKind, key: string, label: string): ChildOption => ({
    key,
    label,
    checked: isOn && permission[kind].some((f) => f.key === key && f.enabled),
    onToggle: (checked) => onChange(toggleChild(value, def.key, kind, key, checked)),
  });
  const subMenus: readonly { key: SubMenuKey }[] = def.subMenus;
  const features: readonly FeatureKey[] = def.features;
  const switchId = `menu-${def.key}`;

  return (
    <Card withBorder radius="md" padding="md" role="group" aria-labelledby={`${switchId}-label`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Switch
          id={switchId}
          size="md"
          checked={isOn}
          disabled={disabled}
          onChange={(event) => onChange(toggleMenu(value, def.key, event.currentTarget.checked))}
          label={
            <Text fw={700} id={`${switchId}-label`} span>
              {t(`menus.${def.key}`)}
            </Text>
          }
        />
        <Text fz="xs" c="dimmed" ta="right">
          {isOn
            ? count.total > 0 && t('roleForm.selectedCount', { selected: count.selected, total: count.total })
            : t('roleForm.menuOff')}
        </Text>
      </Group>
      {(subMenus.length > 0 || features.length > 0) && <Divider my="sm" />}
      <Stack gap="sm">
        <ChildGroup
          title={t('roleForm.subMenus')}
          disabled={areChildrenOff}
          options={subMenus.map(({ key }) => option('subMenu', key, t(`subMenus.${key}`)))}
        />
        <ChildGroup
          title={t('roleForm.features')}
          disabled={areChildrenOff}
          options={features.map((key) => option('features', key, t(`features.${key}`)))}
        />
      </Stack>
    </Card>
  );
}

/** One switch per panel menu (domain MENU_TREE) with checkboxes for its sub-menus and features. */
export function PermissionTree(props: PermissionTreeProps) {
  return (
    <Stack gap="sm">
      {MENU_TREE.map((def) => {
        const permission = props.value.find((m) => m.key === def.key);
        return permission ? <MenuCard key={def.key} def={def} permission={permission} {...props} /> : null;
      })}
    </Stack>
  );
}
