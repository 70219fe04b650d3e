import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, type Feedback, setFeedback, setFeedbackLoader } from '../feedback.ts';

const fakeFeedback = () => ({ message: { success: vi.fn() }, notification: {} }) as unknown as Feedback;

afterEach(() => {
  setFeedback(null);
  setFeedbackLoader(null);
});

describe('announce', () => {
  it('asks for message and notification on first use, and shows what came before once they arrive', () => {
    const load = vi.fn();
    setFeedbackLoader(load);
    announce((feedback) => feedback.message.success('Saved'));
    expect(load).toHaveBeenCalledOnce();

    const feedback = fakeFeedback();
    setFeedback(feedback);
    expect(feedback.message.success).toHaveBeenCalledWith('Saved');

    announce((f) => f.message.success('Again'));
    expect(feedback.message.success).toHaveBeenLastCalledWith('Again');
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps announcements made before the bridge mounts', () => {
    const feedback = fakeFeedback();
    announce((f) => f.message.success('Early'));
    const load = vi.fn(() => setFeedback(feedback));
    setFeedbackLoader(load);
    expect(load).toHaveBeenCalledOnce();
    expect(feedback.message.success).toHaveBeenCalledWith('Early');
  });
});
