import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type Feedback = { message: MessageInstance; notification: NotificationInstance };

let feedback: Feedback | null = null;

/**
 * antd's message and notification need the App context (theme, locale); FeedbackBridge hands
 * them over here so code outside components (the error policy) can announce things.
 */
export const setFeedback = (value: Feedback | null) => {
  feedback = value;
};

export const getFeedback = () => feedback;
