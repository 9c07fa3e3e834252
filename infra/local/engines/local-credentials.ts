/** Dummy credentials: the local engines accept any signature; real AWS would reject these. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** Account id used in local ARNs. */
export const localAccountId = '000000000000';
