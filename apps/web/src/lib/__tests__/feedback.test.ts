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

describe('prepareFeedback', () => {
  // A fresh module: being prepared is for the page's lifetime.
  const freshModule = async () => {
    vi.resetModules();
    return import('../feedback.ts');
  };

  it('loads message and notification before any announcement, even before the bridge mounts', async () => {
    const { prepareFeedback, setFeedbackLoader: setLoader } = await freshModule();
    prepareFeedback();
    const load = vi.fn();
    setLoader(load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads nothing until asked or until something is announced', async () => {
    const { setFeedbackLoader: setLoader } = await freshModule();
    const load = vi.fn();
    setLoader(load);
    expect(load).not.toHaveBeenCalled();
  });
});
