/**
 * The pointer of a deployed app (`apps/{namespace}/{appCode}/current.json` in the apps bucket): which deployment and
 * revision its visit path serves, and whether it is stopped. The static and container drivers write it on start and
 * stop; the local gateway (and the edge function in AWS) read it on every visit, so a stop takes effect at once.
 */
export interface AppPointer {
  /** How the visit path is served: files of the revision's bundle (`static`) or a container's port. */
  readonly mode: 'static' | 'container';
  readonly deploymentId: string;
  readonly revision: number;
  /** Set while the app is stopped: visits answer 503. */
  readonly stopped?: boolean;
  /** In AWS, a container app's origin (the apps load balancer's DNS name) CloudFront's edge function sends it to. */
  readonly origin?: string;
  /** ISO time of the write. */
  readonly updatedAt: string;
}

/** The pointer's object key below an app's prefix. */
export const POINTER_NAME = 'current.json';

/** The prefix of a revision's files below an app's prefix: `r{revision}/`. */
export const revisionFolder = (revision: number) => `r${revision}/`;

/** A pointer read from storage, or undefined when it is not one (a hand-edited or foreign object). */
export function parsePointer(text: string): AppPointer | undefined {
  try {
    const value = JSON.parse(text) as Partial<AppPointer>;
    if ((value.mode !== 'static' && value.mode !== 'container') || typeof value.deploymentId !== 'string') return;
    if (!Number.isInteger(value.revision)) return;
    return value as AppPointer;
  } catch {
    return undefined;
  }
}
