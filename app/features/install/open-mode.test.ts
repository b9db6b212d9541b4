import { describe, expect, it } from 'vitest';
import { devicePlatform, manualGuide } from './open-mode';

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('which install guide a browser gets', () => {
  it('iOS Safari the "Add to Home Screen" steps; other iOS browsers none; Android the menu; desktops only the browser\'s offer', () => {
    expect(manualGuide(UA.iosSafari)).toBe('ios');
    expect(manualGuide(UA.iosChrome)).toBeNull();
    expect(manualGuide(UA.android)).toBe('android');
    expect(manualGuide(UA.desktop)).toBeNull();
  });

  it('device_platform: 2 for phones, 1 for desktops', () => {
    expect(devicePlatform(UA.iosSafari)).toBe(2);
    expect(devicePlatform(UA.android)).toBe(2);
    expect(devicePlatform(UA.desktop)).toBe(1);
  });
});
