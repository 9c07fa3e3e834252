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

/** A category as stored: its id, its editable text fields and the categories below it. */
export interface StoredCategory<F extends Record<string, string>> {
  readonly id: string;
  readonly fields: F;
  readonly children: readonly StoredCategory<F>[];
}

/** A category as the editor sends it to be saved: the id of a stored one (absent for a new one) and its fields. */
export interface SavedCategory<F extends Record<string, string>> {
  readonly id?: string;
  readonly fields: F;
  readonly children: readonly SavedCategory<F>[];
}

/** A node being edited: stored ones keep their id; `key` tells new ones apart. */
interface EditNode<F extends Record<string, string>> {
  key: string;
  id?: string;
  fields: F;
  children: EditNode<F>[];
}

/** The texts of the editor, already translated by the feature. */
export interface CategoryTreeTexts {
  readonly title: string;
  readonly empty: string;
  readonly addParent: string;
  readonly addChild: string;
  readonly remove: string;
  readonly save: string;
  readonly saved: string;
  /** The confirmation of a save that deletes stored categories, naming them. */
  readonly removeText: (names: string) => string;
  /** The error of a failed save (the server's message, e.g. a category in use). */
  readonly saveFailed: (message: string) => string;
}

/** What a feature's category screen gives the editor. */
export interface CategoryTreeEditorProps<F extends Record<string, string>> {
  /** Prefix of the test ids (`{prefix}-{field}-{level}`, `{prefix}-add-child`, `{prefix}-save`, …). */
  readonly testIdPrefix: string;
  /** The editable fields of a node, with their labels, in the order they are shown. */
  readonly fields: readonly { readonly name: keyof F & string; readonly label: string }[];
  /** The field that names a node in the removal confirmation. */
  readonly nameField: keyof F & string;
  readonly empty: F;
  readonly load: (signal: AbortSignal) => Promise<StoredCategory<F>[]>;
  /** Saves the whole tree and answers it as stored. */
  readonly save: (tree: SavedCategory<F>[]) => Promise<StoredCategory<F>[]>;
  readonly texts: CategoryTreeTexts;
}

let nextKey = 0;
const editable = <F extends Record<string, string>>(node: StoredCategory<F>): EditNode<F> => ({
  key: node.id,
  id: node.id,
  fields: { ...node.fields },
  children: node.children.map(editable),
});
const saved = <F extends Record<string, string>>(node: EditNode<F>): SavedCategory<F> => ({
  ...(node.id ? { id: node.id } : {}),
  fields: node.fields,
  children: node.children.map(saved),
});

/**
 * The editor of a two-level category tree saved whole (application and algorithm categories): a container per
 * parent with its children, add and remove, one Save. The server refuses to remove or move a category in use; a
 * save that removes stored categories asks first, naming them.
 */
export function CategoryTreeEditor<F extends Record<string, string>>(props: CategoryTreeEditorProps<F>) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const { texts, testIdPrefix: prefix } = props;
  const tree = useLoad('tree', props.load);
  const [nodes, setNodes] = useState<EditNode<F>[]>();
  /** The tree as last stored: what a save compares with to say what it deletes. */
  const [stored, setStored] = useState<StoredCategory<F>[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!tree.data) return;
    setNodes(tree.data.map(editable));
    setStored(tree.data);
  }, [tree.data]);
  if (!nodes) return <Loading />;

  const fresh = (): EditNode<F> => ({ key: `new-${nextKey++}`, fields: { ...props.empty }, children: [] });
  const update = (key: string, patch: (node: EditNode<F>) => EditNode<F>) =>
    setNodes(
      nodes.map((parent) =>
        parent.key === key
          ? patch(parent)
          : { ...parent, children: parent.children.map((child) => (child.key === key ? patch(child) : child)) },
      ),
    );
  const remove = (key: string) =>
    setNodes(
      nodes
        .filter((parent) => parent.key !== key)
        .map((parent) => ({ ...parent, children: parent.children.filter((child) => child.key !== key) })),
    );
  const kept = new Set(nodes.flatMap((parent) => [parent.id, ...parent.children.map((child) => child.id)]));
  const removed = stored.flatMap((parent) => [parent, ...parent.children]).filter((node) => !kept.has(node.id));
  const save = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await props.save(nodes.map(saved));
      setNodes(answer.map(editable));
      setStored(answer);
      notify({ type: 'success', content: texts.saved });
    } catch (failure) {
      setProblem(texts.saveFailed(messageOf(failure)));
    } finally {
      setBusy(false);
    }
  };
  const row = (node: EditNode<F>, level: 1 | 2) => (
    <SpaceBetween key={node.key} size="xs" direction="horizontal">
      {props.fields.map((field) => (
        <Input
          key={field.name}
          ariaLabel={field.label}
          placeholder={field.label}
          data-testid={`${prefix}-${field.name}-${level}`}
          value={node.fields[field.name]}
          onChange={({ detail }) =>
            update(node.key, (current) => ({ ...current, fields: { ...current.fields, [field.name]: detail.value } }))
          }
        />
      ))}
      <Button onClick={() => remove(node.key)}>{texts.remove}</Button>
    </SpaceBetween>
  );
  return (
    <ScreenLayout title={texts.title}>
      <SpaceBetween size="m">
        {problem ? (
          <Alert type="error" data-testid={`${prefix}-problem`}>
            {problem}
          </Alert>
        ) : null}
        {nodes.length === 0 ? <Box>{texts.empty}</Box> : null}
        {nodes.map((parent) => (
          <Container key={parent.key} header={row(parent, 1)}>
            <SpaceBetween size="xs">
              {parent.children.map((child) => row(child, 2))}
              <Button
                data-testid={`${prefix}-add-child`}
                onClick={() =>
                  update(parent.key, (current) => ({ ...current, children: [...current.children, fresh()] }))
                }
              >
                {texts.addChild}
              </Button>
            </SpaceBetween>
          </Container>
        ))}
        <Header
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid={`${prefix}-add-parent`} onClick={() => setNodes([...nodes, fresh()])}>
                {texts.addParent}
              </Button>
              <Button
                variant="primary"
                loading={busy}
                data-testid={`${prefix}-save`}
                onClick={() => (removed.length ? setConfirming(true) : void save())}
              >
                {texts.save}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {confirming ? (
        <ConfirmModal
          header={texts.save}
          confirmText={texts.save}
          onConfirm={save}
          onDismiss={() => setConfirming(false)}
        >
          {texts.removeText(
            recordNames(
              removed.map((node) => node.fields[props.nameField]),
              t,
            ),
          )}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
