import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A Mantine select's first option, by keyboard (the panel's prompts may sit over a modal's foot).
 * Its options may still be loading when the field shows (a pressed key then picks nothing), so it
 * presses again until the field holds a value.
 */
export async function pickFirstOption(select: Locator) {
  await expect
    .poll(async () => {
      await select.focus();
      await select.press('ArrowDown');
      await select.press('Enter');
      return select.inputValue();
    })
    .not.toBe('');
}

/**
 * A Mantine select's option by its label, by keyboard: the arrow moves down the list (opening it first)
 * until that option is the highlighted one, then Enter takes it.
 */
export async function pickOption(select: Locator, label: string) {
  const option = select.page().getByRole('option', { name: label, exact: true });
  await expect
    .poll(async () => {
      await select.focus();
      await select.press('ArrowDown');
      const highlighted = await option
        .getAttribute('data-combobox-selected', { timeout: 1000 })
        .catch(() => null);
      if (highlighted === 'true') await select.press('Enter');
      return select.inputValue();
    })
    .toBe(label);
}
