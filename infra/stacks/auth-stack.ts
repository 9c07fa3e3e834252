import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { UserDirectory } from '../constructs/user-directory.js';
import type { SiaStackProps } from './sia-stack-props.js';

/** The Cognito user pool, the console app client and the platform groups. */
export class AuthStack extends Stack {
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;

  constructor(scope: Construct, id: string, props: SiaStackProps) {
    super(scope, id, props);
    const directory = new UserDirectory(this, 'Users', { config: props.config });
    this.userPool = directory.userPool;
    this.userPoolClient = directory.userPoolClient;
  }
}
