// Preloaded into the measured server (`node --import`): answers the parent's IPC question with
// the process's memory breakdown, after a full garbage collection when --expose-gc is on.
process.on('message', (message) => {
  if (message !== 'memory?') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
