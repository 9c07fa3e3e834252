import '../../messages/inbox-messages.js';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { openedMessage } from '../../inbox/opened-message.js';
import { messageText } from '../../inbox/inbox-rules.js';
import { ScreenHeader } from '@/components/screen-layout.js';

/**
 * `/console/message-detail` (spec doc 1 §2): the message opened from the
 * centre — title, publisher, time, type and the description — with the way
 * back. The message comes with the navigation (no call reads one message).
 */
export default function MessageDetailPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const { state } = useLocation();
  const userId = useSession().data?.me.id;
  const opened = openedMessage(state, userId);
  const back = (
    <Button
      data-testid="message-detail-back"
      iconName="arrow-left"
      onClick={() => void navigate('/console/message-center')}
    >
      {t('inbox.action.back')}
    </Button>
  );

  if (!opened) {
    return (
      <ContentLayout header={<ScreenHeader title={t('inbox.detail.title')} />}>
        <SpaceBetween size="m">
          <Alert type="info" data-testid="message-detail-missing">
            {t('inbox.detail.missing')}
          </Alert>
          <Box>{back}</Box>
        </SpaceBetween>
      </ContentLayout>
    );
  }

  const { message, typeName } = opened;
  const text = messageText(message, locale);
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={back}>
          {t('inbox.detail.title')}
        </Header>
      }
    >
      <Container
        header={
          <Header variant="h2" data-testid="message-detail-title">
            {text.title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('inbox.field.publisher'), value: message.actor },
              { label: t('inbox.field.createdTime'), value: dateTime(message.messageTime) },
              { label: t('inbox.field.type'), value: typeName },
            ]}
          />
          <Box variant="awsui-key-label">{t('inbox.field.description')}</Box>
          <Box data-testid="message-detail-description">
            <span style={{ whiteSpace: 'pre-line' }}>{text.description}</span>
          </Box>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
