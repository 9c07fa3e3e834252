/**
 * Maps `items` through `work` with at most `limit` calls in flight, answering the results in the items' order.
 * For background jobs that touch many records (the offline-alarm watchdog): a run that fires every call at once
 * puts a burst of writes in front of the requests that share the table, where a few at a time finish as soon.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
