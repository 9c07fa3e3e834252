import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fieldErrorsOf } from '@/api/http-client.js';

/** What {@link FormModal} shows and runs. */
export interface FormModalProps {
  header: ReactNode;
  /** The dialog's `data-testid` (journeys find it by this). */
  testId: string;
  size?: ModalProps.Size;
  cancelText: string;
  submitText: string;
  /** The primary button's `data-testid`. */
  submitTestId?: string;
  /** Disables the primary button (nothing chosen yet, say). */
  submitDisabled?: boolean;
  /** An action is running: the primary button spins and Cancel is disabled. */
  busy: boolean;
  onSubmit: () => void;
  onDismiss: () => void;
  /**
   * Wraps the content in a form, so Enter in a field submits (through a hidden
   * submit button) and the browser's own validation stays off.
   */
  form?: boolean;
  children: ReactNode;
}

/**
 * The console's one dialog frame for an action with input: header, content,
 * and Cancel / primary buttons on the right. The dialog's state (values,
 * errors, the request) stays with the caller.
 */
export function FormModal(props: FormModalProps) {
  return (
    <Modal
      visible
      size={props.size}
      data-testid={props.testId}
      header={props.header}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={props.busy} onClick={props.onDismiss}>
              {props.cancelText}
            </Button>
            <Button
              variant="primary"
              loading={props.busy}
              disabled={props.submitDisabled}
              data-testid={props.submitTestId}
              onClick={props.onSubmit}
            >
              {props.submitText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.form ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          noValidate
        >
          {props.children}
          <button type="submit" hidden />
        </form>
      ) : (
        props.children
      )}
    </Modal>
  );
}

/**
 * The submit of a form dialog: marks the form submitted (so its client rules
 * show), runs `action` only when `valid`, and keeps the server's 400/409
 * field errors by field; a failure without fields goes on `fallbackField`
 * when one is given.
 */
export function useFormSubmit<F extends string>(fallbackField?: F) {
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (valid: boolean, action: () => Promise<void>) => {
    setSubmitted(true);
    if (!valid) return;
    setBusy(true);
    setServerErrors({});
    try {
      await action();
    } catch (failure) {
      const fields = fieldErrorsOf(failure) as Partial<Record<F, string>>;
      setServerErrors(
        Object.keys(fields).length > 0 || !fallbackField
          ? fields
          : ({ [fallbackField]: (failure as Error).message } as Partial<Record<F, string>>),
      );
    } finally {
      setBusy(false);
    }
  };
  return { submitted, serverErrors, busy, submit };
}
