import { Box, Flex } from '@mantine/core';
import type { SideItem } from '../../shell/menu-items.ts';
import { SideNav } from '../../shell/side-nav.tsx';
import { GuardedOutlet } from './guarded-outlet.tsx';

export type SectionLayoutProps = { items: readonly SideItem[]; label: string };

/** A panel section with its sub-menu sidebar (products, research, manage admins, chat). */
export function SectionLayout({ items, label }: SectionLayoutProps) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-start' }}
      gap={{ base: 0, md: 'lg' }}
    >
      <SideNav items={items} label={label} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <GuardedOutlet />
      </Box>
    </Flex>
  );
}
