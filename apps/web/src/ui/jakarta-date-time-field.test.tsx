// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../i18n/setup.ts';
import { stubBrowserApis } from '../test/render-page.tsx';
import { JakartaDateTimeField } from './jakarta-date-time-field.tsx';

let stored: string | null | undefined;

function Harness({ startsAt }: { startsAt: string | null }) {
  const form = useForm<{ startsAt: string | null }>({ defaultValues: { startsAt } });
  stored = form.watch('startsAt');
  return (
    <MantineProvider>
      <JakartaDateTimeField control={form.control} name="startsAt" label="Mulai" />
    </MantineProvider>
  );
}

describe('JakartaDateTimeField', () => {
  beforeEach(() => stubBrowserApis());
  afterEach(cleanup);

  it('shows a stored instant in Jakarta time and stores null when cleared', () => {
    render(<Harness startsAt="2026-11-24T03:00:00.000Z" />);
    expect(screen.getByRole('button', { name: /Mulai/ }).textContent).toBe('24/11/2026 10:00');
    const clear = document.querySelector<HTMLButtonElement>('.mantine-InputClearButton-root, [data-clear]');
    expect(clear).not.toBeNull();
    fireEvent.click(clear as HTMLButtonElement);
    expect(stored).toBeNull();
  });
});
