/**
 * Resolves in a task of its own: what comes after it runs once the browser has had its turn.
 * A message, not a timer: a tab opened in the background runs timers once a second, and a page
 * hydrating module by module would take half a minute there.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
