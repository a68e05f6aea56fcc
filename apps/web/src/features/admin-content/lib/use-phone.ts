import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Narrow screens, where dialogs take the whole screen. */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width: ${em(575)})`) ?? false;
}
