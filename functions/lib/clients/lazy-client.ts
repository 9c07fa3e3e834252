/**
 * An AWS SDK client and its package, both loaded on the first call and kept for the container's life. A
 * function then loads a heavy client package (Cognito, S3, SES, SNS, Step Functions, API Gateway management)
 * only when a request needs it, not at cold start (the bundle leaves `@aws-sdk/*` to the runtime, so the
 * dynamic import stays a lazy `require`). Call sites build commands from the same loaded package: `sdk`.
 */
export function lazyClient<Sdk, Client>(
  load: () => Promise<Sdk>,
  create: (sdk: Sdk) => Client,
): () => Promise<{ client: Client; sdk: Sdk }> {
  let loaded: Promise<{ client: Client; sdk: Sdk }> | undefined;
  return () => (loaded ??= load().then((sdk) => ({ sdk, client: create(sdk) })));
}

/** Runs `use` with the loaded client and package of `lazy` (one call: `withClient(s3, (client, sdk) => …)`). */
export async function withClient<Sdk, Client, Result>(
  lazy: () => Promise<{ client: Client; sdk: Sdk }>,
  use: (client: Client, sdk: Sdk) => Promise<Result>,
): Promise<Result> {
  const { client, sdk } = await lazy();
  return use(client, sdk);
}
