import { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StageConfig } from '../config/stage-config.js';

export interface AlarmTopicProps {
  readonly config: StageConfig;
}

/** The SNS topic every alarm of a stage notifies; the stage's alarm e-mail subscribes when set. */
export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: `sia-${props.config.stage}-alarms`,
      displayName: `SIA ${props.config.stage} alarms`,
      enforceSSL: true,
    });
    if (props.config.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.config.alarmEmail));
    }
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and states. CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key for this topic adds cost without protecting sensitive data.',
    });
  }
}
