// zxcvbn-ts on a worker thread: one check can take over a second of CPU on crafted input (long runs of
// digits), which on the main thread would stall every other request. Plain JavaScript, so the thread
// starts the same under every runner (docs/decisions/0193-costly-work-off-the-event-loop.md).
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const checker = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = checker.check(password, userInputs);
    parentPort.postMessage({ id, score, warning: feedback.warning, suggestion: feedback.suggestions[0] ?? null });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
