import type { Marketplace } from '@booster/domain';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Input,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, SearchInput } from '../../../../ui/index.ts';
import { categoriesQueryOptions } from '../../api/meta-queries.ts';
import { type CategoryNode, childrenOf, pathOf, searchCategories } from '../../lib/category-tree.ts';

export type CategoryPickerProps = {
  marketplace: Marketplace;
  shopId: string;
  value: string;
  onChange: (categoryId: string) => void;
  error?: string;
  /** Accessible name of the field; the form shows a visible label too. */
  label: string;
  withLabel?: boolean;
};

const pathText = (path: readonly CategoryNode[]) => path.map((n) => n.name).join(' › ');

/** The platform's category tree: search by name, or drill down from the top; only a leaf can be chosen. */
export function CategoryPicker({
  marketplace,
  shopId,
  value,
  onChange,
  error,
  label,
  withLabel = true,
}: CategoryPickerProps) {
  const { t } = useTranslation('products');
  const [isOpen, setOpen] = useState(false);
  const categories = useQuery(categoriesQueryOptions(marketplace, shopId));
  const nodes = categories.data ?? [];
  const chosen = pathOf(nodes, value);

  return (
    <Input.Wrapper label={withLabel ? label : undefined} withAsterisk={withLabel} error={error}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c={chosen.length ? undefined : 'dimmed'} style={{ flex: 1 }}>
          {chosen.length ? pathText(chosen) : value || t('form.categoryNone')}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => setOpen(true)}
          disabled={!shopId}
          aria-label={withLabel ? undefined : label}
        >
          {value ? t('form.categoryChange') : t('form.categoryChoose')}
        </Button>
      </Group>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('form.categoryTitle')}
        size="lg"
        centered
      >
        {categories.isPending && <Loader size="sm" aria-label={t('form.loadingCategories')} />}
        {categories.isError && <ErrorState onRetry={() => void categories.refetch()} />}
        {categories.isSuccess && (
          <CategoryBrowser
            nodes={nodes}
            initialParent={chosen.at(-2)?.id ?? null}
            onPick={(id) => {
              onChange(id);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </Input.Wrapper>
  );
}

type CategoryBrowserProps = {
  nodes: readonly CategoryNode[];
  initialParent: string | null;
  onPick: (id: string) => void;
};

function CategoryBrowser({ nodes, initialParent, onPick }: CategoryBrowserProps) {
  const { t } = useTranslation('products');
  const [parent, setParent] = useState<string | null>(initialParent);
  const [search, setSearch] = useState('');
  const trail = pathOf(nodes, parent);
  const found = search.trim() ? searchCategories(nodes, search) : null;
  const shown = found ?? childrenOf(nodes, parent);

  return (
    <Stack gap="sm">
      <SearchInput
        aria-label={t('form.categorySearch')}
        placeholder={t('form.categorySearch')}
        value={search}
        onChange={setSearch}
        data-autofocus
      />
      {!found && (
        <Breadcrumbs separator="›">
          <Anchor component="button" type="button" size="sm" onClick={() => setParent(null)}>
            {t('form.categoryRoot')}
          </Anchor>
          {trail.map((n) => (
            <Anchor key={n.id} component="button" type="button" size="sm" onClick={() => setParent(n.id)}>
              {n.name}
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      <ScrollArea.Autosize mah={360}>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('form.categoryNotFound')}
          </Text>
        )}
        {shown.map((node) => (
          <NavLink
            key={node.id}
            component="button"
            type="button"
            label={found ? pathText(pathOf(nodes, node.id)) : node.name}
            rightSection={node.hasChildren ? '›' : undefined}
            onClick={() => (node.hasChildren ? setParent(node.id) : onPick(node.id))}
          />
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
