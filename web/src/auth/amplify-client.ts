/**
 * The parts of Amplify the session uses, in one module `amplify.ts` imports lazily: named imports keep the chunk
 * tree-shaken (a dynamic import of `aws-amplify/auth` itself would bring every export of the package).
 */
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signOut } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
