// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/setup.ts';
import { startTitleBlink, stopTitleBlink, TITLE_BLINK_MS } from './title-blink.ts';

let visibility: DocumentVisibilityState = 'hidden';

afterEach(() => {
  stopTitleBlink();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('new-message title blink (spec 4)', () => {
  it("alternates 'Ada pesan baru' and the icon every second until the tab is visible again", () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    visibility = 'hidden';
    document.title = 'Chat · Booster Panel';
    const icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
    document.head.append(icon);

    startTitleBlink();
    vi.advanceTimersByTime(TITLE_BLINK_MS);
    expect(document.title).toBe('Ada pesan baru');
    expect(icon.href).toContain('/favicon-alert.svg');
    vi.advanceTimersByTime(TITLE_BLINK_MS);
    expect(document.title).toBe('Chat · Booster Panel');
    expect(icon.href).toContain('/favicon.svg');
    vi.advanceTimersByTime(TITLE_BLINK_MS);
    expect(document.title).toBe('Ada pesan baru');

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('Chat · Booster Panel');
    expect(icon.href).toContain('/favicon.svg');
    vi.advanceTimersByTime(TITLE_BLINK_MS * 3);
    expect(document.title).toBe('Chat · Booster Panel');
  });

  it('does not blink a tab the seller is looking at', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.title = 'Chat · Booster Panel';
    startTitleBlink();
    vi.advanceTimersByTime(TITLE_BLINK_MS * 2);
    expect(document.title).toBe('Chat · Booster Panel');
  });
});
