import { Construct } from 'constructs';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as kinesis from 'aws-cdk-lib/aws-kinesis';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { StageConfig } from '../config/stage-config.js';
import { operatorAlarm } from './operator-alarm.js';

export interface TelemetryStreamProps {
  readonly config: StageConfig;
  readonly alarmTopic: sns.ITopic;
}

/**
 * The Kinesis data stream the telemetry rule writes every reading to, partitioned by gateway, and the stream
 * consumers (ingest, data push) read in batches. Provisioned shards from the stage config (1 MB/s or 1,000
 * records/s of writes each); an alarm tells the operators when writes are throttled, which is the sign it needs
 * more shards.
 */
export class TelemetryStream extends Construct {
  readonly stream: kinesis.Stream;

  constructor(scope: Construct, id: string, props: TelemetryStreamProps) {
    super(scope, id);
    const { config } = props;
    this.stream = new kinesis.Stream(this, 'Stream', {
      streamName: config.names.telemetryStream,
      streamMode: kinesis.StreamMode.PROVISIONED,
      shardCount: config.telemetryShards,
      // The minimum: consumers read within seconds, and a failed batch's records (the dead-letter queues hold only
      // their sequence numbers) can be read again within a day.
      retentionPeriod: Duration.hours(24),
      // The AWS-managed key (alias/aws/kinesis), as cdk-nag KDS1/KDS3 ask: the rule and the consumers need no KMS
      // grants, and a customer key would add cost without a second party to keep out.
      encryption: kinesis.StreamEncryption.MANAGED,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    operatorAlarm(this, 'WriteThroughputExceeded', {
      alarmName: `${config.names.telemetryStream}-write-throttled`,
      alarmDescription: `The telemetry rule's writes to ${config.names.telemetryStream} were throttled in the last 5 minutes (readings go to the rule's error log): more shards are needed`,
      metric: (options) => this.stream.metricWriteProvisionedThroughputExceeded(options),
      alarmTopic: props.alarmTopic,
    });
  }
}
