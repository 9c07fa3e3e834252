import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/http-client.js';

/** Where an enterprise's balance is topped up (the accounts feature's enterprise account). */
export const ENTERPRISE_TOP_UP_PATH = '/console/enterprise-account';

/** What a charge lacked: what was needed and what there is (fen). */
export interface Shortfall {
  readonly requiredFen: number;
  readonly balanceFen: number;
}

/** A refusal for want of balance (409 `insufficientBalance`): what was needed and what there is (fen), else undefined. */
export function shortOfBalance(failure: unknown): Shortfall | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 409) return undefined;
  const body = failure.body as { reason?: string; requiredFen?: number; balanceFen?: number };
  return body.reason === 'insufficientBalance'
    ? { requiredFen: body.requiredFen ?? 0, balanceFen: body.balanceFen ?? 0 }
    : undefined;
}

/**
 * The dialog of a charge the enterprise balance does not cover, with its recharge button (doc 2: "Balance
 * insufficient: dialog with a recharge button"), which opens the enterprise account. The texts are the feature's.
 */
export function InsufficientBalanceModal(props: {
  testId: string;
  header: string;
  text: string;
  closeText: string;
  rechargeText: string;
  onDismiss: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      visible
      data-testid={props.testId}
      header={props.header}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onDismiss}>
              {props.closeText}
            </Button>
            <Button
              variant="primary"
              data-testid={`${props.testId}-recharge`}
              onClick={() => void navigate(ENTERPRISE_TOP_UP_PATH)}
            >
              {props.rechargeText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.text}
    </Modal>
  );
}
