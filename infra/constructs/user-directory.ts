import { Construct } from 'constructs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { StageConfig } from '../config/stage-config.js';

export interface UserDirectoryProps {
  readonly config: StageConfig;
}

/** Cognito groups the platform's own roles map to (read by the caller loader from the token's groups). */
export const platformGroups = ['platform-admin', 'auditor'] as const;

/**
 * The Cognito user pool and the console's app client. Users sign in with a
 * username; self sign-up is off because the registration API creates users.
 */
export class UserDirectory extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    const { config } = props;
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: config.names.userPool,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        // The API enforces the spec rule (any two of letters, digits, underscore); Cognito only the length.
        requireDigits: false,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Threat protection needs the Plus plan; protected stages pay for it, dev does not.
      featurePlan: config.protectData ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      ...(config.protectData
        ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
      deletionProtection: config.protectData,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.userPoolClient = this.userPool.addClient('ConsoleClient', {
      userPoolClientName: config.names.userPoolClient,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    for (const groupName of platformGroups) {
      new cognito.UserPoolGroup(this, `Group-${groupName}`, { userPool: this.userPool, groupName });
    }

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The product spec fixes the password rule (8-20 letters, digits, underscore; two of three kinds), so Cognito requires length 8 and the API validates the rest; requiring digits, symbols or mixed case would reject valid spec passwords such as abc_defg.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (TOTP) for this demo console; the spec has no MFA enrolment flow, so requiring it would lock users out.',
      },
      ...(config.protectData
        ? []
        : [
            {
              id: 'AwsSolutions-COG8',
              reason:
                'Threat protection (Plus plan) is enabled on protected stages only; dev holds demo users and avoids the per-user cost.',
            },
          ]),
    );
  }
}
