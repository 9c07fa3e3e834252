/** Minimal typings of s3rver 3 (the package ships none). */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  /** What s3rver hands its store to write: `content` is the request itself (headers, URL) for a PUT Object. */
  export interface S3rverObject {
    bucket: string;
    key: string;
    content: import('node:stream').Readable | Buffer;
  }
  /** The part of s3rver's filesystem store the local stack wraps. */
  export interface S3rverStore {
    existsObject(bucket: string, key: string): Promise<boolean>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
    copyObject(
      sourceBucket: string,
      sourceKey: string,
      bucket: string,
      key: string,
      replacementMetadata?: Record<string, string>,
    ): Promise<unknown>;
    deleteObject(bucket: string, key: string): Promise<void>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: S3rverStore;
    run(): Promise<{ address: string; port: number }>;
    close(callback: (error?: Error) => void): this;
  }
}

/** s3rver's error, answered as S3's XML error document with the status of its code. */
declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}
