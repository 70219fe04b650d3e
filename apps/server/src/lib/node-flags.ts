/**
 * The V8 flags of every server process: semi-spaces of 32 MB instead of Node 20's 16 MB. Fifty
 * requests in flight keep their rows, answers and sockets alive through a scavenge, so with the
 * default a web process serving bench:api's list at 50 clients scavenged about 15 times a second,
 * for about 60 ms of each second; with 32 MB, about 4 times for 15 ms (docs/benchmarks.md).
 * `npm start` passes them (package.json, held equal by a test), and the benches, their floor and
 * the proofs start their processes with them.
 */
export const serverNodeFlags = ['--max-semi-space-size=32'];
