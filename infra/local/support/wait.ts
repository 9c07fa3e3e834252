/** Polls `probe` until it resolves true or `timeoutMs` passes; throws naming `what`. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs?: number; intervalMs?: number; aborted?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const reason = options.aborted?.();
    if (reason) throw new Error(`${what} did not start: ${reason}`);
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${options.timeoutMs ?? 30_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
