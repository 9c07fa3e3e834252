/**
 * Credentials of the local engines. s3rver verifies signatures against its
 * one built-in key pair (S3RVER/S3RVER); DynamoDB Local and cognito-local
 * accept any, so every engine uses that pair. Real AWS would reject it.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Account id used in local ARNs. */
export const localAccountId = '000000000000';
