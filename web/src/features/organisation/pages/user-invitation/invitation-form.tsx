import '../../messages/organisation-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { parseInvitationLines, type InvitationLineError } from '@shared/constants/organisation-rules.js';
import { ApiError, messageOf } from '@/api/http-client.js';
import { invite, type InvitationScope } from '../../api/organisation.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useTextFile } from '@/components/use-text-file.js';

/**
 * The `name,email` input: a textarea or a CSV file read into it. The lines are
 * checked in the browser with the same rules as the server (format, empty
 * values, e-mail, duplicates); the server adds registered e-mails. Every
 * refused line is listed with its number; nothing is sent until all pass.
 */
export function InvitationForm({ scope, onInvited }: { scope: InvitationScope; onInvited: () => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [content, setContent] = useState('');
  const [lineErrors, setLineErrors] = useState<InvitationLineError[]>([]);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const file = useTextFile((text) => {
    setContent(text);
    setLineErrors([]);
  });

  const describe = (error: InvitationLineError) =>
    t('organisation.invite.line', {
      line: error.line,
      problem: t(`organisation.invite.problem.${error.problem}`, { email: error.email ?? '' }),
    });

  const submit = async () => {
    setFormError(undefined);
    const { lines, errors } = parseInvitationLines(content);
    setLineErrors(errors);
    if (errors.length > 0) return;
    if (lines.length === 0) {
      setFormError(t('organisation.invite.empty'));
      return;
    }
    setBusy(true);
    try {
      const created = await invite(scope, content);
      notify({
        type: 'success',
        content: t('organisation.invite.sent', {
          names: recordNames(
            created.map((invitation) => invitation.email),
            t,
          ),
        }),
      });
      setContent('');
      file.forget();
      onInvited();
    } catch (failure) {
      const refused =
        failure instanceof ApiError ? (failure.body as { lines?: InvitationLineError[] }).lines : undefined;
      if (refused && refused.length > 0) setLineErrors(refused);
      else setFormError(t('organisation.invite.failed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      errorText={formError}
      actions={
        <Button variant="primary" loading={busy} data-testid="invite-submit" onClick={() => void submit()}>
          {t('organisation.invite.submit')}
        </Button>
      }
    >
      <Container>
        <SpaceBetween size="m">
          <FormField label={t('organisation.invite.input')} constraintText={t('organisation.invite.inputHint')} stretch>
            <Textarea
              data-testid="invite-input"
              value={content}
              rows={6}
              placeholder={t('organisation.invite.placeholder')}
              invalid={lineErrors.length > 0}
              onChange={({ detail }) => {
                setContent(detail.value);
                setLineErrors([]);
              }}
            />
          </FormField>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button iconName="upload" formAction="none" onClick={file.choose}>
              {t('organisation.invite.upload')}
            </Button>
            <span>
              {file.fileName
                ? t('organisation.invite.fileLoaded', { file: file.fileName })
                : t('organisation.invite.uploadHint')}
            </span>
            <input
              ref={file.input}
              type="file"
              accept=".csv,text/csv,text/plain"
              data-testid="invite-file"
              hidden
              onChange={file.onChange}
            />
          </SpaceBetween>
          {lineErrors.length > 0 ? (
            <Alert type="error" data-testid="invite-errors" header={t('organisation.invite.invalid')}>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {lineErrors.map((error) => (
                  <li key={`${error.line}-${error.problem}`}>{describe(error)}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </SpaceBetween>
      </Container>
    </Form>
  );
}
