import { describe, expect, it } from 'vitest';
import { countdownOf, durationText, isUrgent } from '../components/countdown.ts';

const deadline = 1_767_830_400;
const at = (secondsBefore: number) => (deadline - secondsBefore) * 1000;
const text = (secondsBefore: number, locale = 'en-US') => {
  const countdown = countdownOf(deadline, at(secondsBefore));
  return countdown.passed ? 'passed' : durationText(countdown.parts, locale);
};

describe('response deadline countdown', () => {
  it('says days and hours while a day or more is left', () => {
    expect(text(3 * 86_400 + 4 * 3_600)).toBe('3 days 4 hours');
    expect(text(7 * 86_400)).toBe('7 days');
    expect(text(86_400 + 59)).toBe('1 day');
  });

  it('says hours and minutes, then minutes, rounding up so time left never reads 0', () => {
    expect(text(5 * 3_600 + 30 * 60)).toBe('5 hours 30 minutes');
    expect(text(3_600)).toBe('1 hour');
    expect(text(125)).toBe('3 minutes');
    expect(text(1)).toBe('1 minute');
  });

  it('has passed at the deadline and after', () => {
    expect(countdownOf(deadline, at(0))).toEqual({ passed: true });
    expect(countdownOf(deadline, at(-60))).toEqual({ passed: true });
  });

  it('is worded in Chinese too', () => {
    expect(text(3 * 86_400 + 4 * 3_600, 'zh-CN')).toBe('3天 4小时');
    expect(text(90 * 60, 'zh-CN')).toBe('1小时 30分钟');
  });

  it('is urgent in the last day', () => {
    expect(isUrgent(deadline, at(86_400 + 1))).toBe(false);
    expect(isUrgent(deadline, at(86_399))).toBe(true);
  });
});
