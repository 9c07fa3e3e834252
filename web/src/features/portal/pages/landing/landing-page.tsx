import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';

/** `/`: the product introduction with Sign in (or Open the console when signed in) and the way to the market. */
export default function LandingPage() {
  const { t } = useI18n();
  const { status } = useSession();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  return (
    <Box padding="l">
      <ContentLayout
        header={
          <Header
            variant="h1"
            description={t('landing.subtitle')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => void navigate('/common/application-market-portal')}>
                  {t('landing.market')}
                </Button>
                {signedIn ? null : (
                  <Button onClick={() => void navigate('/common/register')}>{t('landing.register')}</Button>
                )}
                <Button variant="primary" onClick={() => void navigate(signedIn ? '/console' : '/common/login')}>
                  {signedIn ? t('landing.openConsole') : t('landing.signIn')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('landing.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Container>
            <Box variant="p">{t('landing.intro')}</Box>
          </Container>
          <ColumnLayout columns={3}>
            {(['landing.feature.identity', 'landing.feature.market', 'landing.feature.equipment'] as const).map(
              (key) => (
                <Container key={key}>
                  <Box variant="p">{t(key)}</Box>
                </Container>
              ),
            )}
          </ColumnLayout>
        </SpaceBetween>
      </ContentLayout>
    </Box>
  );
}
