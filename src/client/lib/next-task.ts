/** Resolves in a task of its own: what comes after it runs once the browser has had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
