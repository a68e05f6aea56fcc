// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { ImageListInput } from './image-list-input.tsx';

beforeAll(stubBrowserApis);
afterEach(cleanup);

function renderInput(images: string[]) {
  const onChange = vi.fn();
  renderPage(() => <ImageListInput images={images} onChange={onChange} max={10} />, '/', '/');
  return onChange;
}

describe('image URL input (schema as resolver)', () => {
  it('refuses an address that is not an image URL, and one the product already has', async () => {
    const onChange = renderInput(['https://cdn.test/a.jpg']);
    const input = await screen.findByRole('textbox', { name: 'URL gambar' });
    fireEvent.change(input, { target: { value: 'bukan url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Gambar' }));
    expect(await screen.findByText('Masukkan URL gambar yang valid')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' https://cdn.test/a.jpg ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Gambar ini sudah ditambahkan')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a trimmed new URL after the others and empties the input', async () => {
    const onChange = renderInput(['https://cdn.test/a.jpg']);
    const input = await screen.findByRole('textbox', { name: 'URL gambar' });
    fireEvent.change(input, { target: { value: ' /uploads/b.png ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Gambar' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['https://cdn.test/a.jpg', '/uploads/b.png']));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });
});
