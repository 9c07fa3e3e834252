import '../../messages/iot-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { ApiError, messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getProduct, getProducts, submitProductTemplate, type Product, type TemplateNode } from '../../api/iot.js';
import { formatDateTime, formatNumber, orDash } from '@/components/formatting.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { NodeModal } from '../../components/node-modal.js';

/** The server's field errors of node `index` (`body.nodes.<i>.<field>`) as the node dialog's own fields. */
function asNodeErrors(failure: unknown, index: number): unknown {
  if (!(failure instanceof ApiError)) return failure;
  const prefix = `body.nodes.${index}.`;
  const fields = (failure.body.fields ?? [])
    .filter((entry) => entry.field.startsWith(prefix))
    .map((entry) => ({ ...entry, field: entry.field.slice(prefix.length) }));
  return new ApiError(failure.status, { ...failure.body, fields }, failure.message);
}

/**
 * `/console/iot/product`: the enterprise's gateway types as products, with the size of their node templates; the
 * selected product's template below, its nodes added, edited and deleted one at a time (each change saves the whole
 * template). Types themselves are made on the gateway type screens.
 */
export default function IotProductPage() {
  const { t, locale } = useI18n();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const products = useLoad(enterpriseId, getProducts);
  const [selected, setSelected] = useState<Product[]>([]);
  const chosen = selected[0];
  const detail = useLoad(chosen?.id, (signal) => getProduct(chosen!.id, signal));
  const [chosenNodes, setChosenNodes] = useState<TemplateNode[]>([]);
  const [editing, setEditing] = useState<{ index: number; node?: TemplateNode }>();
  const [deleting, setDeleting] = useState<number>();
  const nodes = detail.data && detail.data.id === chosen?.id ? detail.data.nodes : [];
  const chosenIndex = chosenNodes[0] ? nodes.indexOf(chosenNodes[0]) : -1;

  const save = async (next: TemplateNode[], index: number) => {
    try {
      await submitProductTemplate({ id: chosen!.id, nodes: next });
    } catch (failure) {
      throw asNodeErrors(failure, index);
    }
    setEditing(undefined);
    setDeleting(undefined);
    setChosenNodes([]);
    detail.reload();
    products.reload();
  };

  const templateColumns: TableProps.ColumnDefinition<TemplateNode>[] = [
    { id: 'name', header: t('iot.node.name'), cell: (node) => node.name, isRowHeader: true },
    { id: 'alias', header: t('iot.node.alias'), cell: (node) => node.alias },
    { id: 'dataType', header: t('iot.node.dataType'), cell: (node) => node.dataType },
    { id: 'dataUnit', header: t('iot.node.dataUnit'), cell: (node) => orDash(node.dataUnit) },
    { id: 'sampleMode', header: t('iot.node.sampleMode'), cell: (node) => node.sampleMode },
    { id: 'period', header: t('iot.node.period'), cell: (node) => formatNumber(node.period, locale) },
    {
      id: 'backup',
      header: t('iot.node.ifBackup'),
      cell: (node) => (node.ifBackup ? t('iot.yes') : t('iot.no')),
    },
    { id: 'precision', header: t('iot.node.precisionShort'), cell: (node) => orDash(node.precision) },
  ];
  const templatePreferences = useTablePreferences('iot-template-table', columnsOf(templateColumns, 'name'));
  return (
    <ScreenLayout title={t('iot.product.title')} description={t('iot.product.description')}>
      <SpaceBetween size="l">
        {products.error ? (
          <Alert type="error">{t('iot.load.failed', { message: messageOf(products.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="iot-product-table"
          title={t('iot.product.title')}
          records={products.data}
          loading={products.loading}
          loadingText={t('app.loading')}
          emptyText={t('iot.product.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={(next) => {
            setSelected(next);
            setChosenNodes([]);
          }}
          columns={[
            { id: 'name', header: t('iot.product.name'), cell: (p) => p.name, sortingField: 'name' },
            { id: 'code', header: t('iot.product.code'), cell: (p) => p.code, sortingField: 'code' },
            { id: 'gateways', header: t('iot.product.gateways'), cell: (p) => p.gatewayCount },
            { id: 'nodes', header: t('iot.product.nodes'), cell: (p) => p.nodeCount },
            {
              id: 'updated',
              header: t('iot.product.updated'),
              cell: (p) => formatDateTime(p.templateUpdateDate, locale),
            },
          ]}
          actions={null}
        />
        <Table
          wrapLines
          data-testid="iot-template-table"
          items={nodes}
          loading={Boolean(chosen) && detail.loading && !detail.data}
          loadingText={t('app.loading')}
          trackBy="alias"
          selectionType="single"
          selectedItems={chosenNodes}
          onSelectionChange={({ detail: change }) => setChosenNodes(change.selectedItems)}
          ariaLabels={{ selectionGroupLabel: t('iot.node.alias'), itemSelectionLabel: (_, node) => node.alias }}
          empty={<TableEmpty text={chosen ? t('iot.product.templateEmpty') : t('iot.product.pick')} />}
          header={
            <Header
              counter={chosen ? `(${nodes.length})` : undefined}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    data-testid="iot-node-add"
                    disabled={!chosen || !detail.data}
                    onClick={() => setEditing({ index: nodes.length })}
                  >
                    {t('iot.product.addNode')}
                  </Button>
                  <Button
                    data-testid="iot-node-edit"
                    disabled={chosenIndex < 0}
                    onClick={() => setEditing({ index: chosenIndex, node: nodes[chosenIndex] })}
                  >
                    {t('iot.product.editNode')}
                  </Button>
                  <Button
                    data-testid="iot-node-delete"
                    disabled={chosenIndex < 0}
                    onClick={() => setDeleting(chosenIndex)}
                  >
                    {t('iot.product.deleteNode')}
                  </Button>
                </SpaceBetween>
              }
            >
              {chosen ? t('iot.product.template', { name: chosen.name }) : t('iot.product.pick')}
            </Header>
          }
          columnDefinitions={templateColumns}
          {...templatePreferences.tableProps}
          preferences={templatePreferences.preferences}
        />
      </SpaceBetween>
      {editing ? (
        <NodeModal
          header={editing.node ? t('iot.product.editNode') : t('iot.product.addNode')}
          node={editing.node}
          onSave={(node) => {
            const next = [...nodes];
            next[editing.index] = node;
            return save(next, editing.index);
          }}
          onDismiss={() => setEditing(undefined)}
        />
      ) : null}
      {deleting !== undefined ? (
        <ConfirmModal
          header={t('iot.product.deleteNode')}
          onConfirm={() =>
            save(
              nodes.filter((_, i) => i !== deleting),
              -1,
            )
          }
          onDismiss={() => setDeleting(undefined)}
        >
          {t('iot.product.deleteNodeText', { name: nodes[deleting]?.alias ?? '' })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
