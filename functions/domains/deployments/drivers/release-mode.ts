import { ValidationError } from '../../../lib/errors.js';
import type { ReleaseMode } from './runtime-driver.js';

/** What decides how a version runs: its application's model, its source type and program file, its URL. */
export interface ReleaseModeInput {
  /** The application's model id: `CLOUD_JAR`, `EXTERNAL_URL` or `IMAGE` (the `applicationModels` lookup). */
  readonly modelCode: string;
  /** The version's source type id (`JAVA8`, `NGINX`…): `NGINX` marks a static web bundle. */
  readonly sourceTypeCode?: string;
  /** The version's program file (a files-bucket key, `{uuid}.{extension}`). */
  readonly programFileKey?: string;
  /** The version's URL: the external address, or the image reference. */
  readonly url?: string;
}

const extensionOf = (key: string) => /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();

/**
 * The release mode of a version (docs/deployments.md "Drivers"): an external URL app is `external`, an image app
 * `image`; a cloud app runs its program file, a `.zip` (or any bundle of an `NGINX` source type) as a `static` web
 * bundle and a `.jar` as a `jar`. Throws a ValidationError naming what is missing or unsupported.
 */
export function releaseModeOf(input: ReleaseModeInput): ReleaseMode {
  const refuse = (message: string) =>
    new ValidationError(`This version cannot be deployed: ${message}`, [{ field: 'version', message }]);
  switch (input.modelCode) {
    case 'EXTERNAL_URL':
      if (!input.url?.trim()) throw refuse('an external URL app needs its URL');
      return 'external';
    case 'IMAGE':
      if (!input.url?.trim()) throw refuse('an image app needs its image reference');
      return 'image';
    case 'CLOUD_JAR': {
      if (!input.programFileKey) throw refuse('a cloud app needs its program file');
      const extension = extensionOf(input.programFileKey);
      if (extension === 'zip') return 'static';
      if (extension === 'jar') return input.sourceTypeCode === 'NGINX' ? 'static' : 'jar';
      if (input.sourceTypeCode === 'NGINX') throw refuse('a static web bundle (Nginx source type) must be a .zip file');
      throw refuse(
        `its program file must be a .jar or a .zip web bundle, not ${extension ? `.${extension}` : 'a file without extension'}`,
      );
    }
    default:
      throw refuse(`the application model ${input.modelCode || '(none)'} is not one of CLOUD_JAR, EXTERNAL_URL, IMAGE`);
  }
}
