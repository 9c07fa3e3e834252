import '../../messages/organisation-messages.js';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { WORK_NUM_MAX_LENGTH } from '@shared/constants/organisation-rules.js';
import { ApiError, fieldErrorsOf, messageOf } from '@/api/http-client.js';
import {
  assignJob,
  clearJob,
  getDepartmentPositions,
  getDepartments,
  getUsersWithWorkInfo,
  getWorkGroups,
} from '../../api/organisation.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { isForbidden } from '../department-management/server-errors.js';
import { useLoad } from '@/components/use-load.js';
import { ScreenLayout } from '@/components/screen-layout.js';

interface JobValues {
  userId: string;
  departmentId: string;
  positionId: string;
  workGroupIds: string[];
  workNum: string;
}

const EMPTY: JobValues = { userId: '', departmentId: '', positionId: '', workGroupIds: [], workNum: '' };

/**
 * `/console/edit-user-job?userId=&departmentId=`: sets a member's department,
 * position (both required), work groups and work number in the current
 * enterprise, or clears the job (confirmed). Opened from the members of a
 * department or on its own with an employee select.
 */
export default function EditUserJobPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [params] = useSearchParams();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const [values, setValues] = useState<JobValues>({
    ...EMPTY,
    userId: params.get('userId') ?? '',
    departmentId: params.get('departmentId') ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const users = useLoad(enterpriseId, (signal) => getUsersWithWorkInfo({ enterprise: enterpriseId! }, signal));
  const departments = useLoad(enterpriseId, (signal) => getDepartments(enterpriseId!, signal));
  const department = useLoad(values.departmentId || undefined, (signal) =>
    getDepartmentPositions(values.departmentId, signal),
  );
  const groups = useLoad(values.departmentId || undefined, (signal) => getWorkGroups(values.departmentId, signal));
  const user = users.data?.find((u) => u.id === values.userId);

  // Opening a member fills the form with the job they hold.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      departmentId: user.department?.id ?? current.departmentId,
      positionId: user.position?.id ?? '',
      workGroupIds: user.workGroups?.map((g) => g.id) ?? [],
      workNum: user.workNum ?? '',
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refill only when another member is opened, not when the list object is re-created
  }, [user?.id, users.data]);

  const clientErrors = {
    ...(!values.userId ? { userId: t('organisation.job.userRequired') } : {}),
    ...(!values.departmentId ? { departmentId: t('organisation.job.departmentRequired') } : {}),
    ...(!values.positionId ? { positionId: t('organisation.job.positionRequired') } : {}),
  };
  const errorOf = (field: keyof JobValues) =>
    (submitted ? clientErrors[field as keyof typeof clientErrors] : undefined) ?? serverErrors[field];

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(clientErrors).length > 0 || !enterpriseId) return;
    setBusy(true);
    setServerErrors({});
    try {
      await assignJob(enterpriseId, values.userId, {
        departmentId: values.departmentId,
        positionId: values.positionId,
        workGroupIds: values.workGroupIds,
        workNum: values.workNum.trim(),
      });
      notify({ type: 'success', content: t('organisation.job.saved', { name: user?.username ?? '' }) });
      users.reload();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setServerErrors(fields);
      const elsewhere = failure instanceof ApiError && (failure.body as { reason?: string }).reason === 'jobElsewhere';
      if (elsewhere) setFormError(t('organisation.job.elsewhere'));
      else if (Object.keys(fields).length === 0)
        setFormError(t('organisation.job.saveFailed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const clear = async () => {
    try {
      await clearJob(enterpriseId!, values.userId);
      notify({ type: 'success', content: t('organisation.job.cleared', { name: user?.username ?? '' }) });
      setValues({ ...EMPTY, userId: values.userId });
      users.reload();
    } catch (failure) {
      notify({ type: 'error', content: t('organisation.job.saveFailed', { message: messageOf(failure) }) });
    } finally {
      setConfirmClear(false);
    }
  };

  const option = (value: string, label: string) => ({ value, label });
  const positions = department.data?.positions ?? [];
  const selectedPosition = positions.find((p) => p.id === values.positionId);
  const selectedDepartment = departments.data?.find((d) => d.id === values.departmentId);

  return (
    <ScreenLayout title={t('organisation.job.page')} description={t('organisation.job.description')}>
      {!enterpriseId ? (
        <StatusIndicator type="info">{t('organisation.common.noEnterprise')}</StatusIndicator>
      ) : users.error && isForbidden(users.error) ? (
        <StatusIndicator type="error">{t('organisation.common.forbidden')}</StatusIndicator>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Form
            errorText={formError}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  formAction="none"
                  variant="link"
                  onClick={() => void navigate('/console/department-management')}
                >
                  {t('organisation.job.back')}
                </Button>
                <Button
                  formAction="none"
                  disabled={!user?.department}
                  data-testid="job-clear"
                  onClick={() => setConfirmClear(true)}
                >
                  {t('organisation.job.clear')}
                </Button>
                <Button variant="primary" loading={busy} data-testid="job-save" formAction="submit">
                  {t('organisation.common.save')}
                </Button>
              </SpaceBetween>
            }
          >
            <Container
              header={
                <Header
                  variant="h2"
                  description={
                    user
                      ? user.department
                        ? t('organisation.job.current', {
                            department: user.department.name,
                            position: user.position?.name ?? '-',
                          })
                        : t('organisation.job.none')
                      : undefined
                  }
                >
                  {user?.username ?? t('organisation.job.user')}
                </Header>
              }
            >
              <SpaceBetween size="l">
                <FormField label={t('organisation.job.user')} errorText={errorOf('userId')}>
                  <Select
                    data-testid="job-user"
                    filteringType="auto"
                    statusType={users.loading ? 'loading' : 'finished'}
                    loadingText={t('app.loading')}
                    placeholder={t('organisation.job.userPlaceholder')}
                    selectedOption={user ? option(user.id, user.username) : null}
                    options={(users.data ?? []).map((u) => option(u.id, u.username))}
                    onChange={({ detail }) =>
                      setValues({
                        ...EMPTY,
                        userId: detail.selectedOption.value ?? '',
                        departmentId: values.departmentId,
                      })
                    }
                  />
                </FormField>
                <FormField label={t('organisation.job.department')} errorText={errorOf('departmentId')}>
                  <Select
                    data-testid="job-department"
                    statusType={departments.loading ? 'loading' : 'finished'}
                    loadingText={t('app.loading')}
                    placeholder={t('organisation.job.departmentPlaceholder')}
                    selectedOption={selectedDepartment ? option(selectedDepartment.id, selectedDepartment.name) : null}
                    options={(departments.data ?? []).map((d) => option(d.id, d.name))}
                    onChange={({ detail }) =>
                      setValues((v) => ({
                        ...v,
                        departmentId: detail.selectedOption.value ?? '',
                        positionId: '',
                        workGroupIds: [],
                      }))
                    }
                  />
                </FormField>
                <FormField label={t('organisation.job.position')} errorText={errorOf('positionId')}>
                  <Select
                    data-testid="job-position"
                    disabled={!values.departmentId}
                    statusType={department.loading ? 'loading' : 'finished'}
                    loadingText={t('app.loading')}
                    placeholder={t('organisation.job.positionPlaceholder')}
                    selectedOption={selectedPosition ? option(selectedPosition.id, selectedPosition.name) : null}
                    options={positions.map((p) => option(p.id, p.name))}
                    onChange={({ detail }) =>
                      setValues((v) => ({ ...v, positionId: detail.selectedOption.value ?? '' }))
                    }
                  />
                </FormField>
                <FormField label={t('organisation.job.workGroups')} errorText={errorOf('workGroupIds')}>
                  <Multiselect
                    disabled={!values.departmentId}
                    statusType={groups.loading ? 'loading' : 'finished'}
                    loadingText={t('app.loading')}
                    placeholder={t('organisation.job.workGroupsPlaceholder')}
                    selectedOptions={(groups.data ?? [])
                      .filter((g) => values.workGroupIds.includes(g.id))
                      .map((g) => option(g.id, g.name))}
                    options={(groups.data ?? []).map((g) => option(g.id, g.name))}
                    onChange={({ detail }) =>
                      setValues((v) => ({ ...v, workGroupIds: detail.selectedOptions.map((o) => o.value ?? '') }))
                    }
                  />
                </FormField>
                <FormField label={t('organisation.job.workNum')} errorText={errorOf('workNum')}>
                  <Input
                    name="workNum"
                    value={values.workNum}
                    onChange={({ detail }) =>
                      setValues((v) => ({ ...v, workNum: detail.value.slice(0, WORK_NUM_MAX_LENGTH) }))
                    }
                  />
                </FormField>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      )}
      {confirmClear && user ? (
        <ConfirmModal
          header={t('organisation.job.clearTitle')}
          confirmText={t('organisation.job.clear')}
          onConfirm={clear}
          onDismiss={() => setConfirmClear(false)}
        >
          {t('organisation.job.clearText', { name: user.username })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
