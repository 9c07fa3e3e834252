import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One SMS or e-mail the handlers sent through the local SNS / SES shims. */
export interface OutboxEntry {
  readonly id: string;
  readonly kind: 'sms' | 'email';
  readonly to: readonly string[];
  readonly from?: string;
  readonly subject?: string;
  /** SMS text or the e-mail's text body. */
  readonly text?: string;
  readonly html?: string;
  readonly sentAt: string;
}

/** The local outbox, kept on disk (`<dataDir>/outbox.json`) so messages survive restarts. */
export class Outbox {
  private entries: OutboxEntry[];

  constructor(private readonly file: string) {
    this.entries = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OutboxEntry[]) : [];
  }

  /** Appends a message and returns its id (used as the SNS / SES MessageId). */
  add(entry: Omit<OutboxEntry, 'id' | 'sentAt'>): OutboxEntry {
    const stored: OutboxEntry = { id: randomUUID(), sentAt: new Date().toISOString(), ...entry };
    this.entries.push(stored);
    this.save();
    return stored;
  }

  /** Every message, newest first. */
  list(): OutboxEntry[] {
    return [...this.entries].reverse();
  }

  clear(): void {
    this.entries = [];
    this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    // Write then rename, so a crash never leaves half a file behind.
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.entries, null, 2));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
