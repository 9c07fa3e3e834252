import '../messages/deployments-messages.js';
import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { ApiError, messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import type { RowAction } from '@/components/row-actions.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  deleteDeployment,
  restoreDeployment,
  startDeployment,
  stopDeployment,
  upgradeDeployment,
  type DeploymentRevision,
  type DeploymentSummary,
} from '../api/deployments.js';
import { useRunningAppsPrivilege } from './running-apps-access.js';

/** The console address of a deployment's detail (its ledger, purchases, database). */
export const deploymentDetailPath = (id: string) => `/console/deployment-detail/${encodeURIComponent(id)}`;

/** What a screen about one deployment shows when the address names none: where to choose one. */
export function NoDeploymentChosen() {
  const { t } = useI18n();
  const follow = useFollow();
  return (
    <Alert
      type="info"
      action={
        <Button href="/console/space-apps-management" onFollow={follow}>
          {t('deployments.apps.title')}
        </Button>
      }
    >
      {t('deployments.detail.choose')}
    </Alert>
  );
}

/** An action that asks first: stopping, deleting, upgrading, restoring an earlier revision. */
type Pending =
  | { readonly kind: 'stop' | 'delete' | 'upgrade'; readonly deployment: DeploymentSummary }
  | { readonly kind: 'restore'; readonly deployment: DeploymentSummary; readonly revision: DeploymentRevision };

/** What happened, for the caller to show it (a list reloads; a detail whose deployment was deleted leaves). */
export type ChangeKind = Pending['kind'] | 'start';

/**
 * The running apps' actions on a deployment (spec doc 2: start, stop and delete; beyond it upgrade and restore): each
 * decisive one asks first with `ConfirmModal` naming the app and what happens, the result is told by name, and
 * `onChanged` runs after each. Platform administrators hold every privilege; others as their role grants
 * `space-apps-management:edit` / `:delete`.
 */
export function useDeploymentActions(onChanged: (kind: ChangeKind) => void) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const mayEdit = useRunningAppsPrivilege('edit');
  const mayDelete = useRunningAppsPrivilege('delete');
  const [pending, setPending] = useState<Pending>();

  /** Runs one action and tells its result; a refusal the server names (expired, busy) in words. */
  const run = async (kind: ChangeKind, deployment: DeploymentSummary, action: () => Promise<string>) => {
    try {
      notify({ type: 'success', content: await action() });
    } catch (failure) {
      const reason = failure instanceof ApiError ? (failure.body as { reason?: string }).reason : undefined;
      const content =
        reason === 'expired'
          ? t('deployments.expired', { name: deployment.name })
          : reason === 'busy'
            ? t('deployments.action.busy')
            : t('deployments.actionFailed', { name: deployment.name, message: messageOf(failure) });
      notify({ type: 'error', content });
    } finally {
      onChanged(kind);
    }
  };

  const start = (deployment: DeploymentSummary) =>
    void run('start', deployment, async () => {
      await startDeployment(deployment.id);
      return t('deployments.started', { name: deployment.name });
    });

  const confirm = async (action: Pending) => {
    const { deployment } = action;
    const name = deployment.name;
    await run(action.kind, deployment, async () => {
      switch (action.kind) {
        case 'stop':
          await stopDeployment(deployment.id);
          return t('deployments.stopped', { name });
        case 'delete':
          await deleteDeployment(deployment.id);
          return t('deployments.deleted', { name });
        case 'upgrade':
          await upgradeDeployment(deployment.id, deployment.upgradeAvailable?.versionId);
          return t('deployments.upgrading', { name, version: deployment.upgradeAvailable?.version ?? '' });
        case 'restore':
          await restoreDeployment(deployment.id, action.revision.revision);
          return t('deployments.restoring', {
            name,
            revision: action.revision.revision,
            version: action.revision.version,
          });
      }
    });
    setPending(undefined);
  };

  /** The row actions of a deployment in a table: open, start, stop, upgrade, delete. */
  const actionsOf = (deployment: DeploymentSummary): RowAction[] => {
    const busyReason = deployment.busy ? t('deployments.action.busy') : undefined;
    const stopped = deployment.desiredState === 'stopped' || deployment.status === 'crashed';
    return [
      {
        id: 'deployments-open-new',
        text: t('deployments.action.openNewTab'),
        onClick: () => window.open(deployment.visitUrl, '_blank', 'noopener'),
      },
      {
        id: 'deployments-start',
        text: t('deployments.action.start'),
        onClick: () => start(deployment),
        shown: mayEdit && stopped,
        disabled: deployment.busy,
        disabledReason: busyReason,
      },
      {
        id: 'deployments-stop',
        text: t('deployments.action.stop'),
        onClick: () => setPending({ kind: 'stop', deployment }),
        shown: mayEdit && !stopped,
        disabled: deployment.busy,
        disabledReason: busyReason,
      },
      {
        id: 'deployments-upgrade',
        text: t('deployments.action.upgrade'),
        onClick: () => setPending({ kind: 'upgrade', deployment }),
        shown: mayEdit && deployment.upgradeAvailable !== undefined,
        disabled: deployment.busy,
        disabledReason: busyReason,
      },
      {
        id: 'deployments-delete',
        text: t('deployments.action.delete'),
        onClick: () => setPending({ kind: 'delete', deployment }),
        shown: mayDelete,
        disabled: deployment.busy,
        disabledReason: busyReason,
      },
    ];
  };

  const dialog: ReactNode = pending ? (
    <ConfirmDialog action={pending} onConfirm={confirm} onDismiss={() => setPending(undefined)} />
  ) : null;
  return { actionsOf, start, ask: setPending, dialog, mayEdit, mayDelete };
}

/** The confirmation of a pending action: what it does, to which app, and a button naming the action. */
function ConfirmDialog(props: {
  action: Pending;
  onConfirm: (action: Pending) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const { action } = props;
  const name = action.deployment.name;
  const texts = {
    stop: [t('deployments.stopTitle'), t('deployments.action.stop'), t('deployments.stopText', { name })],
    delete: [t('deployments.deleteTitle'), t('deployments.action.delete'), t('deployments.deleteText', { name })],
    upgrade: [
      t('deployments.upgradeTitle'),
      t('deployments.action.upgrade'),
      t('deployments.upgradeText', {
        name,
        from: action.deployment.version,
        to: action.deployment.upgradeAvailable?.version ?? '',
      }),
    ],
    restore: [
      t('deployments.restoreTitle'),
      t('deployments.action.restore'),
      action.kind === 'restore'
        ? t('deployments.restoreText', { name, revision: action.revision.revision, version: action.revision.version })
        : '',
    ],
  } as const;
  const [header, confirmText, text] = texts[action.kind];
  return (
    <ConfirmModal
      header={header}
      confirmText={confirmText}
      onConfirm={() => props.onConfirm(action)}
      onDismiss={props.onDismiss}
    >
      {text}
    </ConfirmModal>
  );
}
