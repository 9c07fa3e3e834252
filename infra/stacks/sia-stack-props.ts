import type { StackProps } from 'aws-cdk-lib';
import type { StageConfig } from '../config/stage-config.js';
import type { FunctionCodeProvider } from '../constructs/catalogue-function.js';

/** What every stack of a stage receives: the one typed stage config, and optionally prebuilt function code. */
export interface SiaStackProps extends StackProps {
  readonly config: StageConfig;
  /** Replaces synth-time esbuild bundling (infra tests); unset for `cdk synth`/`deploy`. */
  readonly functionCode?: FunctionCodeProvider;
}
