import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * Launches the bench's headless Chromium: Debian's headless shell where installed, else its browser (`CHROMIUM_PATH`
 * wins); never a downloaded one.
 */
export function launchBenchBrowser(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
}
