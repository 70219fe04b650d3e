import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type Feedback = { message: MessageInstance; notification: NotificationInstance };

let feedback: Feedback | null = null;
let load: (() => void) | null = null;
const pending: ((feedback: Feedback) => void)[] = [];

/**
 * antd's message and notification need the App context (theme, locale); FeedbackBridge hands
 * them over here so code outside components (the error policy) can announce things.
 */
export const setFeedback = (value: Feedback | null) => {
  feedback = value;
  if (value) for (const show of pending.splice(0)) show(value);
};

/** FeedbackBridge registers how to load message and notification when first needed. */
export const setFeedbackLoader = (value: (() => void) | null) => {
  load = value;
  if (load && pending.length) load();
};

export const getFeedback = () => feedback;

/**
 * Shows a message or notification. antd's message and notification are kept out of the pages'
 * first load (FeedbackBridge fetches them once the page is idle, or at the first call, whichever
 * comes first); a call made before they arrive is shown when they do.
 */
export const announce = (show: (feedback: Feedback) => void) => {
  if (feedback) {
    show(feedback);
    return;
  }
  pending.push(show);
  load?.();
};
