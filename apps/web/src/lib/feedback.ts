import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type Feedback = { message: MessageInstance; notification: NotificationInstance };

let feedback: Feedback | null = null;
let load: (() => void) | null = null;
let prepared = false;
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
  if (load && (prepared || pending.length)) load();
};

/**
 * Fetches message and notification before anything is announced: the signed-in shell does, when
 * the browser is idle, so they are there before a connection drops (its network-error notices
 * need them most then). The public pages show their errors in place and don't pay for them.
 */
export const prepareFeedback = () => {
  prepared = true;
  load?.();
};

export const getFeedback = () => feedback;

/**
 * Shows a message or notification. antd's message and notification are kept out of the pages'
 * first load (FeedbackBridge fetches them at the first call, or when `prepareFeedback` asks); a
 * call made before they arrive is shown when they do.
 */
export const announce = (show: (feedback: Feedback) => void) => {
  if (feedback) {
    show(feedback);
    return;
  }
  pending.push(show);
  load?.();
};
