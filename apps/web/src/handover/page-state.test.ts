// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { restore, snapshot } from './page-state.ts';

/** The login form as the server and the app draw it: the same markup, different generated ids. */
function loginForm(id: string) {
  return `<form aria-labelledby="${id}-title"><h1 id="${id}-title">Masuk ke Booster</h1>
    <label for="${id}-email">Email</label><input id="${id}-email" name="email" type="email" />
    <label for="${id}-pw">Kata sandi</label><input id="${id}-pw" name="password" type="password" />
    <button type="button" aria-label="Tampilkan kata sandi">o</button>
    <div role="radiogroup"><input type="radio" name="${id}-lang" value="id" checked /><input type="radio" name="${id}-lang" value="en" /></div>
    <button type="submit">Masuk</button></form>`;
}

describe('handing the server-drawn page over to the app', () => {
  it('carries typed values and the focus over, then repeats the click on the same control', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = loginForm('server');
    const email = root.querySelector<HTMLInputElement>('[name=email]');
    const password = root.querySelector<HTMLInputElement>('[name=password]');
    if (!email || !password) throw new Error('form not drawn');
    email.value = 'sari@contoh.id';
    password.value = 'rahasia';
    password.focus();
    password.setSelectionRange(3, 3);
    const state = snapshot(root, root.querySelector('[type=submit]'));

    // The app draws the same page with its own ids.
    root.innerHTML = loginForm('app');
    const typed = vi.fn();
    root.addEventListener('input', (e) => typed((e.target as HTMLInputElement).name));
    const submitted = vi.fn();
    root.querySelector('[type=submit]')?.addEventListener('click', submitted);
    const toggle = vi.fn();
    root.querySelector('[aria-label="Tampilkan kata sandi"]')?.addEventListener('click', toggle);
    restore(root, state);

    expect(root.querySelector<HTMLInputElement>('[name=email]')?.value).toBe('sari@contoh.id');
    expect(root.querySelector<HTMLInputElement>('[name=password]')?.value).toBe('rahasia');
    expect(typed.mock.calls.map(([name]) => name)).toEqual(['email', 'password']);
    expect(document.activeElement?.getAttribute('name')).toBe('password');
    expect(root.querySelector<HTMLInputElement>('[name=password]')?.selectionStart).toBe(3);
    expect(submitted).toHaveBeenCalledOnce();
    expect(toggle).not.toHaveBeenCalled();
    root.remove();
  });

  it('finds a segmented-control choice by its value although the radios are named by a generated id', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = loginForm('server');
    const state = snapshot(root, root.querySelector('input[value=en]'));
    root.innerHTML = loginForm('app');
    const chosen = vi.fn();
    root.querySelector('input[value=en]')?.addEventListener('click', chosen);
    restore(root, state);
    expect(chosen).toHaveBeenCalledOnce();
    expect(state.fields).toEqual([]);
    root.remove();
  });
});
