// Script generations outlive their request (the member may leave the page): they are tracked
// here so a graceful shutdown waits for them before closing the database.
const running = new Set<Promise<unknown>>();

export function track<T>(generation: Promise<T>): Promise<T> {
  running.add(generation);
  void generation.finally(() => running.delete(generation)).catch(() => {});
  return generation;
}

export async function drainGenerations(): Promise<void> {
  await Promise.allSettled([...running]);
}
