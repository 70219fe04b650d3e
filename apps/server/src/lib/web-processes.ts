import cluster from 'node:cluster';

type Listening = { kind: 'listening'; origin: string };

const isListening = (message: unknown): message is Listening =>
  typeof message === 'object' && message !== null && Reflect.get(message, 'kind') === 'listening';

/**
 * Forks `count` web processes that listen on one shared port (node:cluster hands each new
 * connection to one of them). Node runs a process's JavaScript on one core, so on a machine with
 * several cores one web process per core serves several times the requests. `listening` resolves
 * with the origin the first one listens on. A web process that fails takes the group down (exit
 * code 1), so the supervisor restarts Paydeck whole rather than leaving it half-running.
 */
export const forkWebProcesses = (count: number) => {
  let stopping = false;
  const workers = Array.from({ length: count }, () => cluster.fork());
  const listening = new Promise<string>((resolve) => {
    for (const worker of workers) {
      worker.on('message', (message: unknown) => {
        if (isListening(message)) resolve(message.origin);
      });
      // A web process that shut down on a signal (Ctrl-C reaches the whole group) exits 0.
      worker.on('exit', (code) => {
        if (stopping || code === 0) return;
        console.error(`web process ${worker.process.pid} exited with code ${code}; stopping Paydeck`);
        process.exit(1);
      });
    }
  });
  const stop = () => {
    stopping = true;
    return Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return { listening, stop };
};

/** In a forked web process: tells the parent where it listens. */
export const reportListening = (origin: string) => {
  if (cluster.isWorker) process.send?.({ kind: 'listening', origin } satisfies Listening);
};
