import type { FastifyBaseLogger } from 'fastify';
import type { Pump } from '../server-module.ts';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
  });

/**
 * Runs each pump in its lanes until stopped: a lane calls `run` again at once while it finds
 * work, and waits `idleMs` when it found none. Work that must start within a second of being
 * committed (events to consumers, webhooks) polls this way instead of through a pg-boss queue,
 * whose own polling adds seconds; the rows themselves say what is due, so any number of
 * processes can pump side by side. Returns the stop, which waits for the lanes' current runs.
 */
export const startPumps = (pumps: Pump[], logger: FastifyBaseLogger) => {
  const stopping = new AbortController();
  const lane = async (pump: Pump) => {
    while (!stopping.signal.aborted) {
      let done = 0;
      try {
        done = await pump.run();
      } catch (error) {
        logger.error({ err: error, pump: pump.name }, 'pump run failed; retrying after a pause');
      }
      if (done === 0) await sleep(pump.idleMs, stopping.signal);
    }
  };
  const lanes = pumps.flatMap((pump) => Array.from({ length: pump.lanes }, () => lane(pump)));
  return async () => {
    stopping.abort();
    await Promise.all(lanes);
  };
};
