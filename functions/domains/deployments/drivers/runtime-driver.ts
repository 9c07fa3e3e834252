/**
 * What a runtime driver does for a deployment, whatever runs it (docs/deployments.md "Drivers"). The deployment saga
 * and the running-apps routes call these through `driverFor(spec.releaseMode)`, never a driver module directly.
 */

/** How a version is run: its application's model, refined by its program file (docs/deployments.md). */
export type ReleaseMode = 'external' | 'static' | 'jar' | 'image';

/** Observed states of a deployed app (spec doc 2 §4 "Tenant app states"), from real checks. */
export type RuntimeState = 'running' | 'stopped' | 'crashed' | 'booting' | 'unknown';

/** The database a deployed app is handed (the buyer's purchase form); the password stays in Secrets Manager. */
export interface DatabaseConnection {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly username: string;
  /** The Secrets Manager secret id (ARN locally too) holding the password; read only by the driver at start. */
  readonly passwordSecretId: string;
}

/** Everything a driver needs to run one revision of a deployment; built by the saga from the stored records. */
export interface DeploymentSpec {
  readonly deploymentId: string;
  /** The deployment ledger's revision being run (a restart of the same revision is idempotent). */
  readonly revision: number;
  readonly enterpriseId: string;
  /** The tenant space's domain (lower-case letters and digits): the first segment of the visit path. */
  readonly namespace: string;
  /** The application's code, lower-cased: the second segment of the visit path. */
  readonly appCode: string;
  readonly releaseMode: ReleaseMode;
  readonly applicationId: string;
  readonly versionId: string;
  /** The version's program file (an object key in the files bucket): a zip (static) or a jar. */
  readonly programFileKey?: string;
  /** The external URL (external mode) or the image reference (image mode). */
  readonly url?: string;
  /** The port the program listens on inside its container (jar, image). */
  readonly containerPort?: number;
  /** The plan's limits. */
  readonly limits: { readonly cpuCores: number; readonly memoryMb: number; readonly diskMb: number };
  readonly database?: DatabaseConnection;
}

/** A driver's reading of a deployment. */
export interface RuntimeStatus {
  readonly state: RuntimeState;
  /** Why, in English, when not running (a failed health check's answer, an exit code). */
  readonly detail?: string;
}

/** What a deployment uses now; a figure the runtime cannot tell is absent. */
export interface RuntimeUsage {
  readonly cpuCores?: number;
  readonly memoryMb?: number;
  readonly diskMb?: number;
}

/**
 * One release mode's runtime. Every method is idempotent (a saga step may run twice): `start` of a running revision
 * answers its URL again, `stop` of a stopped one and `remove` of a removed one do nothing.
 */
export interface RuntimeDriver {
  /** Starts (or restarts) the revision and answers where it is visited; does not wait for health. */
  start(spec: DeploymentSpec): Promise<{ readonly visitUrl: string }>;
  stop(spec: DeploymentSpec): Promise<void>;
  /** The state from a real check now: `running` only when the app answers its health check. */
  status(spec: DeploymentSpec): Promise<RuntimeStatus>;
  usage(spec: DeploymentSpec): Promise<RuntimeUsage>;
  /** Stops and deletes everything the deployment holds in the runtime (files, processes, services). */
  remove(spec: DeploymentSpec): Promise<void>;
}
