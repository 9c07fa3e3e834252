import '../../messages/algorithms-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getAlgorithmCategoryTree,
  saveAlgorithmCategoryTree,
  type AlgorithmCategoryNode,
} from '../../api/algorithms.js';

/** A node being edited: stored ones keep their id as `key`; new ones get a key of their own. */
interface EditNode {
  key: string;
  stored: boolean;
  label: string;
  children: EditNode[];
}

let nextKey = 0;
const fresh = (): EditNode => ({ key: `new-${nextKey++}`, stored: false, label: '', children: [] });
const editable = (node: AlgorithmCategoryNode): EditNode => ({
  key: node.key,
  stored: true,
  label: node.label,
  children: node.children.map(editable),
});

/**
 * `/console/algorithm-category`: the two-level algorithm category tree, saved whole. The server refuses to remove
 * or move a category algorithms use; a save that removes stored categories asks first, naming them.
 */
export default function AlgorithmCategoryPage() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const tree = useLoad('tree', (signal) => getAlgorithmCategoryTree(signal));
  const [nodes, setNodes] = useState<EditNode[]>();
  const [stored, setStored] = useState<AlgorithmCategoryNode[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!tree.data) return;
    setNodes(tree.data.map(editable));
    setStored(tree.data);
  }, [tree.data]);
  if (!nodes) return <Loading />;

  const update = (key: string, patch: Partial<EditNode>) =>
    setNodes(
      nodes.map((parent) =>
        parent.key === key
          ? { ...parent, ...patch }
          : {
              ...parent,
              children: parent.children.map((child) => (child.key === key ? { ...child, ...patch } : child)),
            },
      ),
    );
  const remove = (key: string) =>
    setNodes(
      nodes
        .filter((parent) => parent.key !== key)
        .map((parent) => ({ ...parent, children: parent.children.filter((child) => child.key !== key) })),
    );
  const kept = new Set(nodes.flatMap((parent) => [parent.key, ...parent.children.map((child) => child.key)]));
  const removed = stored.flatMap((parent) => [parent, ...parent.children]).filter((node) => !kept.has(node.key));
  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await saveAlgorithmCategoryTree(
        nodes.map((parent) => ({
          key: parent.key,
          label: parent.label,
          children: parent.children.map((child) => ({ key: child.key, label: child.label })),
        })),
      );
      setNodes(saved.map(editable));
      setStored(saved);
      notify({ type: 'success', content: t('algorithms.category.saved') });
    } catch (failure) {
      setProblem(t('algorithms.category.saveFailed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };
  const row = (node: EditNode, level: 1 | 2) => (
    <SpaceBetween key={node.key} size="xs" direction="horizontal">
      <Input
        ariaLabel={t('algorithms.category.name')}
        placeholder={t('algorithms.category.name')}
        data-testid={`algorithm-category-name-${level}`}
        value={node.label}
        onChange={({ detail }) => update(node.key, { label: detail.value })}
      />
      <Button onClick={() => remove(node.key)}>{t('algorithms.category.remove')}</Button>
    </SpaceBetween>
  );
  return (
    <ScreenLayout title={t('algorithms.category.title')}>
      <SpaceBetween size="m">
        {problem ? (
          <Alert type="error" data-testid="algorithm-category-problem">
            {problem}
          </Alert>
        ) : null}
        {nodes.length === 0 ? <Box>{t('algorithms.category.empty')}</Box> : null}
        {nodes.map((parent) => (
          <Container key={parent.key} header={row(parent, 1)}>
            <SpaceBetween size="xs">
              {parent.children.map((child) => row(child, 2))}
              <Button
                data-testid="algorithm-category-add-child"
                onClick={() => update(parent.key, { children: [...parent.children, fresh()] })}
              >
                {t('algorithms.category.addChild')}
              </Button>
            </SpaceBetween>
          </Container>
        ))}
        <Header
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="algorithm-category-add-parent" onClick={() => setNodes([...nodes, fresh()])}>
                {t('algorithms.category.addParent')}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                data-testid="algorithm-category-save"
                onClick={() => (removed.length ? setConfirming(true) : void save())}
              >
                {t('algorithms.category.save')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {confirming ? (
        <ConfirmModal
          header={t('algorithms.category.save')}
          confirmText={t('algorithms.category.save')}
          onConfirm={save}
          onDismiss={() => setConfirming(false)}
        >
          {t('algorithms.category.removeText', {
            names: recordNames(
              removed.map((node) => node.label),
              t,
            ),
          })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
