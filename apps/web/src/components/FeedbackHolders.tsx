import { message, notification } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../lib/feedback.ts';

/**
 * Renders antd's message and notification holders inside the providers (so they follow the
 * theme and locale) and hands them to lib/feedback. Loaded by FeedbackBridge, not with the page.
 */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    setFeedback({ message: messageApi, notification: notificationApi });
    return () => setFeedback(null);
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
