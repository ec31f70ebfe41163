// The zero-latency provider (the local test double of the OpenAI streaming API) on a thread
// of its own, as a real provider is a machine of its own: on the load generator's thread its
// answers would wait behind the thousands of students simulated there, and the wait would
// count as the app's.
import { once } from 'node:events';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type LlmBehaviour, startLlmDouble } from '../../../server/test/support/llm-double.ts';

interface Started {
  baseURL: string;
}

/** Starts the provider on its own thread, giving every request `behaviour`'s answer. */
export async function startLlmDoubleThread(behaviour: LlmBehaviour) {
  const worker = new Worker(new URL(import.meta.url), { workerData: behaviour });
  const [{ baseURL }] = (await once(worker, 'message')) as [Started];
  return {
    baseURL,
    /** Requests the provider has answered. */
    async requests(): Promise<number> {
      worker.postMessage('requests');
      const [count] = (await once(worker, 'message')) as [number];
      return count;
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const llm = await startLlmDouble();
  llm.behave(workerData as LlmBehaviour);
  port.on('message', () => port.postMessage(llm.requests.length));
  port.postMessage({ baseURL: llm.baseURL } satisfies Started);
}
