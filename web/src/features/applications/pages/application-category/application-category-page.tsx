import '../../messages/applications-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useNotifications } from '@/components/notifications.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { recordNames } from '@/components/record-names.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getCategoryTree, saveCategoryTree, type CategoryNode } from '../../api/applications.js';

/** A node being edited: stored ones keep their id; `key` tells new ones apart. */
interface EditNode {
  key: string;
  id?: string;
  code: string;
  name: string;
  nameEn: string;
  description: string;
  children: EditNode[];
}

let nextKey = 0;
const fresh = (): EditNode => ({
  key: `new-${nextKey++}`,
  code: '',
  name: '',
  nameEn: '',
  description: '',
  children: [],
});
const editable = (node: CategoryNode): EditNode => ({
  key: node.id,
  id: node.id,
  code: node.code,
  name: node.name,
  nameEn: node.nameEn ?? '',
  description: node.description,
  children: node.children.map(editable),
});
const sent = (node: EditNode) => ({
  ...(node.id ? { id: node.id } : {}),
  code: node.code,
  name: node.name,
  ...(node.nameEn ? { nameEn: node.nameEn } : {}),
  description: node.description,
});

/**
 * `/console/application-category` (doc 2 §2): the two-level category tree editor (code, name, English name per
 * node), saved whole. The server refuses to remove or move a category applications use, and duplicate codes.
 * A save that removes stored categories asks first, naming them.
 */
export default function ApplicationCategoryPage() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const tree = useLoad('tree', (signal) => getCategoryTree(signal));
  const [nodes, setNodes] = useState<EditNode[]>();
  /** The tree as last stored: what a save compares with to say what it deletes. */
  const [stored, setStored] = useState<CategoryNode[]>([]);
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
  /** The stored categories the edited tree no longer has: saving deletes them. */
  const kept = new Set(nodes.flatMap((parent) => [parent.id, ...parent.children.map((child) => child.id)]));
  const removed = stored.flatMap((parent) => [parent, ...parent.children]).filter((node) => !kept.has(node.id));
  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await saveCategoryTree(
        nodes.map((parent) => ({ ...sent(parent), children: parent.children.map(sent) })),
      );
      setNodes(saved.map(editable));
      setStored(saved);
      notify({ type: 'success', content: t('apps.category.saved') });
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const row = (node: EditNode, level: 1 | 2) => (
    <SpaceBetween key={node.key} size="xs" direction="horizontal">
      <Input
        ariaLabel={t('apps.category.code')}
        placeholder={t('apps.category.code')}
        data-testid={`category-code-${level}`}
        value={node.code}
        onChange={({ detail }) => update(node.key, { code: detail.value })}
      />
      <Input
        ariaLabel={t('apps.category.name')}
        placeholder={t('apps.category.name')}
        data-testid={`category-name-${level}`}
        value={node.name}
        onChange={({ detail }) => update(node.key, { name: detail.value })}
      />
      <Input
        ariaLabel={t('apps.category.nameEn')}
        placeholder={t('apps.category.nameEn')}
        value={node.nameEn}
        onChange={({ detail }) => update(node.key, { nameEn: detail.value })}
      />
      <Button onClick={() => remove(node.key)}>{t('apps.action.remove')}</Button>
    </SpaceBetween>
  );
  return (
    <ScreenLayout title={t('apps.category.title')}>
      <SpaceBetween size="m">
        {problem ? (
          <Alert type="error" data-testid="category-problem">
            {problem}
          </Alert>
        ) : null}
        {nodes.length === 0 ? <Box>{t('apps.category.empty')}</Box> : null}
        {nodes.map((parent) => (
          <Container key={parent.key} header={row(parent, 1)}>
            <SpaceBetween size="xs">
              {parent.children.map((child) => row(child, 2))}
              <Button
                data-testid="category-add-child"
                onClick={() => update(parent.key, { children: [...parent.children, fresh()] })}
              >
                {t('apps.action.addChild')}
              </Button>
            </SpaceBetween>
          </Container>
        ))}
        <Header
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="category-add-parent" onClick={() => setNodes([...nodes, fresh()])}>
                {t('apps.action.addParent')}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                data-testid="category-save"
                onClick={() => (removed.length ? setConfirming(true) : void save())}
              >
                {t('apps.action.saveTree')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {confirming ? (
        <ConfirmModal
          header={t('apps.action.saveTree')}
          confirmText={t('apps.action.saveTree')}
          onConfirm={save}
          onDismiss={() => setConfirming(false)}
        >
          {t('apps.category.removeText', {
            names: recordNames(
              removed.map((node) => node.name),
              t,
            ),
          })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
