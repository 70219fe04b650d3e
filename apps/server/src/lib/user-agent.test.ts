import { describe, expect, it } from 'vitest';
import { deviceLabel, deviceOf } from './user-agent.ts';

const describeDevice = (userAgent: string | undefined) => deviceLabel(deviceOf(userAgent), 'en-US');

describe('the device of a sign-in', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS (mobile)',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS (tablet)',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Microsoft Edge 131 on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36',
      'Chrome 131 on Android (mobile)',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      'Chrome 131 on Linux',
    ],
  ])('%s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says "Unknown device" when there is nothing to go on', () => {
    for (const userAgent of [undefined, '', '   ', 'curl/8.5.0', 'garbage']) {
      expect(describeDevice(userAgent), String(userAgent)).toBe('Unknown device');
    }
  });

  it('is said in Chinese too, from the same parts', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceOf(iphone)).toEqual({ browser: 'Safari 17', os: 'iOS', formFactor: 'mobile' });
    expect(deviceLabel(deviceOf(iphone), 'zh-CN')).toBe('iOS 上的 Safari 17（手机）');
    expect(deviceLabel({ browser: 'Firefox 128', os: null, formFactor: null }, 'zh-CN')).toBe('Firefox 128');
    expect(deviceLabel(deviceOf('curl/8.5.0'), 'zh-CN')).toBe('未知设备');
  });
});
