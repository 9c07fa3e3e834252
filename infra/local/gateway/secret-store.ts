import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One secret of the local Secrets Manager stand-in. */
interface StoredSecret {
  readonly arn: string;
  readonly name: string;
  value: string;
  versionId: string;
  readonly createdAt: string;
}

/** A Secrets Manager error as the service names it (`__type`). */
export class SecretStoreError extends Error {
  constructor(
    readonly type: 'ResourceNotFoundException' | 'ResourceExistsException' | 'InvalidParameterException',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The local Secrets Manager's secrets, kept on disk (`<dataDir>/secrets.json`, mode 0600) so they survive restarts
 * like the rest of the local data. Locally the file is the vault; in AWS the secrets are KMS-encrypted by the
 * service. Nothing here is logged.
 */
export class SecretStore {
  private readonly secrets: Map<string, StoredSecret>;

  constructor(
    private readonly file: string,
    private readonly arnPrefix: string,
  ) {
    const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredSecret[]) : [];
    this.secrets = new Map(stored.map((s) => [s.name, s]));
  }

  /** Creates a secret; a name in use is `ResourceExistsException`, as in AWS. */
  create(name: string, value: string): StoredSecret {
    if (!name) throw new SecretStoreError('InvalidParameterException', 'Name is required');
    if (this.secrets.has(name))
      throw new SecretStoreError('ResourceExistsException', `The secret ${name} already exists.`);
    // AWS appends 6 random characters to a secret's ARN.
    const secret: StoredSecret = {
      arn: `${this.arnPrefix}${name}-${randomUUID().slice(0, 6)}`,
      name,
      value,
      versionId: randomUUID(),
      createdAt: new Date().toISOString(),
    };
    this.secrets.set(name, secret);
    this.save();
    return secret;
  }

  /** Replaces a secret's value (a new version). */
  put(id: string, value: string): StoredSecret {
    const secret = this.find(id);
    secret.value = value;
    secret.versionId = randomUUID();
    this.save();
    return secret;
  }

  /** A secret by its name or ARN; `ResourceNotFoundException` when there is none. */
  find(id: string): StoredSecret {
    const secret = this.secrets.get(id) ?? [...this.secrets.values()].find((s) => s.arn === id);
    if (!secret)
      throw new SecretStoreError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return secret;
  }

  /** Deletes a secret at once (locally there is no recovery window). */
  delete(id: string): StoredSecret {
    const secret = this.find(id);
    this.secrets.delete(secret.name);
    this.save();
    return secret;
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    // Write then rename, so a crash never leaves half a file behind.
    writeFileSync(`${this.file}.tmp`, JSON.stringify([...this.secrets.values()]), { mode: 0o600 });
    renameSync(`${this.file}.tmp`, this.file);
  }
}
