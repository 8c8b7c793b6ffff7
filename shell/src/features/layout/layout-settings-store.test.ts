import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyLayoutSettings,
  defaultLayoutSettings,
  LAYOUT_SETTINGS_KEY,
  readLayoutSettings,
  useLayoutSettings,
} from './layout-settings-store.ts';

describe('layout settings', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutSettings.getState().reset();
  });
  // The store is the worker's (modules shared between files): an overlay menu left here hid the
  // side menu routes.test.tsx looks for.
  afterEach(() => {
    useLayoutSettings.setState(defaultLayoutSettings);
    localStorage.clear();
  });

  it('defaults to docs/spec.md §9: scale 14, static menu, outlined inputs, light indigo', () => {
    expect(defaultLayoutSettings).toMatchObject({
      scale: 14,
      menuMode: 'static',
      inputStyle: 'outlined',
      palette: 'indigo',
      colorMode: 'light',
    });
  });

  it('saves every change in this browser and restores it on reload', () => {
    useLayoutSettings
      .getState()
      .update({ scale: 16, palette: 'teal', colorMode: 'dark', menuMode: 'overlay' });
    const saved = JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_KEY) ?? '{}');
    expect(saved).toMatchObject({
      scale: 16,
      palette: 'teal',
      colorMode: 'dark',
      menuMode: 'overlay',
    });
    // what a fresh page starts from
    expect(readLayoutSettings()).toEqual({
      ...defaultLayoutSettings,
      scale: 16,
      palette: 'teal',
      colorMode: 'dark',
      menuMode: 'overlay',
    });
  });

  it('ignores damaged or unknown saved values and keeps the defaults for them', () => {
    localStorage.setItem(
      LAYOUT_SETTINGS_KEY,
      JSON.stringify({ scale: 40, palette: 'rainbow', menuMode: 'overlay', ripple: 'yes' }),
    );
    expect(readLayoutSettings()).toEqual({ ...defaultLayoutSettings, menuMode: 'overlay' });
    localStorage.setItem(LAYOUT_SETTINGS_KEY, '{broken');
    expect(readLayoutSettings()).toEqual(defaultLayoutSettings);
  });

  it('applies the settings to <html>: root font size, palette, dark class, input style, ripple', () => {
    const html = document.createElement('html');
    applyLayoutSettings(
      {
        ...defaultLayoutSettings,
        scale: 12,
        palette: 'green',
        colorMode: 'dark',
        inputStyle: 'filled',
        ripple: false,
      },
      html,
    );
    expect(html.style.fontSize).toBe('12px');
    expect(html.dataset.palette).toBe('green');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.dataset.inputStyle).toBe('filled');
    expect(html.dataset.ripple).toBe('off');
    applyLayoutSettings(defaultLayoutSettings, html);
    expect(html.style.fontSize).toBe('14px');
    expect(html.classList.contains('dark')).toBe(false);
  });
});
