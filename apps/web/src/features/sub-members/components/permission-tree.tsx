import { MENU_TREE, type MenuPermission } from '@booster/domain';
import { Card, Checkbox, Divider, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectedCount, toggleChild, toggleMenu } from '../lib/permission-state.ts';

export type PermissionTreeProps = {
  value: readonly MenuPermission[];
  onChange: (next: MenuPermission[]) => void;
  disabled?: boolean;
};

type MenuDefinition = (typeof MENU_TREE)[number];
type SubMenuKey = MenuDefinition['subMenus'][number]['key'];
type FeatureKey = MenuDefinition['features'][number];

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
  const isChecked = (list: readonly { key: string; enabled: boolean }[], key: string) =>
    isOn && list.some((f) => f.key === key && f.enabled);
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
        {subMenus.length > 0 && (
          <Stack gap={6}>
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
              {t('roleForm.subMenus')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
              {subMenus.map((sub) => (
                <Checkbox
                  key={sub.key}
                  label={t(`subMenus.${sub.key}`)}
                  checked={isChecked(permission.subMenu, sub.key)}
                  disabled={disabled || !isOn}
                  onChange={(event) =>
                    onChange(toggleChild(value, def.key, 'subMenu', sub.key, event.currentTarget.checked))
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {features.length > 0 && (
          <Stack gap={6}>
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
              {t('roleForm.features')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
              {features.map((feature) => (
                <Checkbox
                  key={feature}
                  label={t(`features.${feature}`)}
                  checked={isChecked(permission.features, feature)}
                  disabled={disabled || !isOn}
                  onChange={(event) =>
                    onChange(toggleChild(value, def.key, 'features', feature, event.currentTarget.checked))
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
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
