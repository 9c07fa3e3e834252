import { Construct } from 'constructs';
import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as kinesis from 'aws-cdk-lib/aws-kinesis';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  KinesisConsumerEventSource,
  KinesisEventSource,
  SqsDlq,
  type KinesisEventSourceProps,
} from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { StageConfig } from '../config/stage-config.js';
import type { FunctionDefinition } from '../definitions/function-catalogue.js';
import { operatorAlarm } from './operator-alarm.js';

export interface StreamConsumerProps {
  readonly config: StageConfig;
  /**
   * The `stream-consumer` catalogue entry; its `stream` settings size the batches and retries and say whether it
   * reads through an enhanced fan-out consumer of its own or by polling.
   */
  readonly definition: FunctionDefinition;
  /** The entry's function (a `CatalogueFunction`). */
  readonly handler: lambda.IFunction;
  readonly stream: kinesis.IStream;
  readonly alarmTopic: sns.ITopic;
}

/** A consumer lagging this far behind the stream no longer shows live data. */
const iteratorAgeAlarmMs = 60_000;

/**
 * Feeds a stream-consumer function from the telemetry stream: its event source mapping (through an enhanced fan-out
 * consumer registered for it when its catalogue entry says so), the dead-letter queue of batches given up on, and
 * alarms on its lag and on that queue. The handler answers partial batch responses (`batchItemFailures`), so only the
 * failed reading and those after it on its shard are retried.
 */
export class StreamConsumer extends Construct {
  readonly deadLetterQueue: sqs.Queue;
  /** The registered enhanced fan-out consumer the mapping reads through (`enhanced-fan-out` delivery only). */
  readonly fanOutConsumer?: kinesis.StreamConsumer;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const { config, definition, handler } = props;
    const settings = definition.stream;
    if (!settings) throw new Error(`Catalogue entry "${definition.id}" has no stream settings`);
    const name = `sia-${config.stage}-${definition.id}`;

    // Kinesis hands a dead-letter queue the shard and sequence range of a batch, not its records: they are read
    // again from the stream within its retention (docs/operations.md, "Telemetry stream").
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      queueName: `${name}-dlq`,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter destination of the event source mapping (OnFailure), which cdk-nag does not recognise as a DLQ.',
    });

    const mapping: KinesisEventSourceProps = {
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: settings.batchSize,
      retryAttempts: settings.retryAttempts,
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      // Telemetry older than an hour is not worth live processing (the console shows the latest values, push
      // targets expect current readings): such records go to the dead-letter queue instead of holding the shard.
      maxRecordAge: Duration.hours(1),
      // One batch per shard at a time: the ingest writes each node's latest value with plain puts, which is right
      // only while a gateway's readings (one partition key, one shard) are processed in order.
      parallelizationFactor: 1,
      onFailure: new SqsDlq(this.deadLetterQueue),
    };
    if (settings.delivery === 'enhanced-fan-out') {
      // Its own 2 MB/s per shard, pushed over HTTP/2 as records arrive (about 70 ms), instead of a poll a second
      // shared with the other consumers; the mapping may subscribe to this consumer only (`grantRead` of it).
      this.fanOutConsumer = new kinesis.StreamConsumer(this, 'FanOutConsumer', {
        streamConsumerName: name,
        stream: props.stream,
      });
      handler.addEventSource(new KinesisConsumerEventSource(this.fanOutConsumer, mapping));
    } else {
      handler.addEventSource(new KinesisEventSource(props.stream, mapping));
    }

    operatorAlarm(this, 'IteratorAge', {
      alarmName: `${name}-iterator-age`,
      alarmDescription: `${definition.id} fell more than ${iteratorAgeAlarmMs / 1000} s behind the telemetry stream in the last 5 minutes`,
      metric: (options) => handler.metric('IteratorAge', options),
      statistic: cloudwatch.Stats.MAXIMUM,
      threshold: iteratorAgeAlarmMs,
      alarmTopic: props.alarmTopic,
    });
    operatorAlarm(this, 'DeadLetters', {
      alarmName: `${name}-dlq`,
      alarmDescription: `${definition.id} gave up on telemetry batches: their shard and sequence ranges are in ${name}-dlq`,
      metric: (options) => this.deadLetterQueue.metricApproximateNumberOfMessagesVisible(options),
      statistic: cloudwatch.Stats.MAXIMUM,
      alarmTopic: props.alarmTopic,
    });
  }
}
