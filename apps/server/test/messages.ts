/** A message text that reads the same in both languages: tests about who sees a message, not what it says. */
export const inBoth = (text: string) => ({ 'en-US': text, 'zh-CN': text });
