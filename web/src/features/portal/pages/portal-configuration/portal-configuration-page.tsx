import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import { PORTAL_FLAGS } from '@shared/constants/content-rules.js';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getPortalFlags, savePortalFlags, type PortalFlags } from '../../api/content.js';
import '../../messages/portal-messages.js';

/**
 * `/console/portal-configuration`: which sections a portal shows. A platform administrator configures the
 * platform's portal; an enterprise's administrator (the "portal configuration" privilege) the enterprise's, shown
 * under its tenant domain.
 */
export default function PortalConfigurationPage() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const platform = !!useSession().data?.functionRoles.some((role) => role.code === 'platform-admin');
  const loaded = useLoad(platform ? 'platform' : 'enterprise', (signal) => getPortalFlags(platform, signal));
  const [flags, setFlags] = useState<PortalFlags>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loaded.data) setFlags(loaded.data);
  }, [loaded.data]);
  const save = async () => {
    if (!flags) return;
    setBusy(true);
    try {
      const saved = await savePortalFlags(platform, flags);
      setFlags(saved);
      notify({
        type: 'success',
        content: t('portal.configuration.saved', { count: PORTAL_FLAGS.filter((flag) => saved[flag]).length }),
      });
    } catch (failure) {
      notify({ type: 'error', content: t('portal.loadFailed', { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  const description = t(platform ? 'portal.configuration.platform' : 'portal.configuration.enterprise');
  return (
    <ScreenLayout title={t('portal.configuration.title')} description={description}>
      {loaded.error ? (
        <Alert type="error">{t('portal.loadFailed', { message: messageOf(loaded.error) })}</Alert>
      ) : !flags ? (
        <Loading />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Form
            actions={
              <Button variant="primary" formAction="submit" loading={busy} data-testid="portal-configuration-save">
                {t('portal.configuration.save')}
              </Button>
            }
          >
            <Container>
              <ColumnLayout columns={4}>
                {PORTAL_FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    checked={flags[flag]}
                    data-testid={`portal-flag-${flag}`}
                    onChange={({ detail }) => setFlags({ ...flags, [flag]: detail.checked })}
                  >
                    {t(`portal.flag.${flag}`)}
                  </Checkbox>
                ))}
              </ColumnLayout>
            </Container>
          </Form>
        </form>
      )}
    </ScreenLayout>
  );
}
