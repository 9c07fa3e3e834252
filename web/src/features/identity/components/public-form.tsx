import type { FormEvent, ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The frame of a public identity page: its content centred, at most `maxWidth` pixels wide. */
export function PublicPage(props: { maxWidth: number; children: ReactNode }) {
  return (
    <Box padding={{ vertical: 'xxl', horizontal: 'l' }}>
      <div style={{ maxWidth: props.maxWidth, margin: '0 auto' }}>{props.children}</div>
    </Box>
  );
}

/**
 * The form of a public identity page (sign-in, registration, password reset,
 * username recovery, phone check): a real `<form>` so Enter submits, with the
 * browser's own validation off, the form's error under the content and a
 * link-style cancel beside the primary submit. The fields and what the
 * buttons do stay with the page.
 */
export function PublicForm(props: {
  /** The form's accessible name (the page title). */
  label: string;
  maxWidth: number;
  /** Shown by the form under the content (a failure not about one field). */
  formError?: string;
  errorIconAriaLabel?: string;
  cancelText: string;
  cancelTestId?: string;
  onCancel: () => void;
  submitText: string;
  submitTestId?: string;
  submitDisabled?: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <PublicPage maxWidth={props.maxWidth}>
      <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
        <Form
          errorText={props.formError}
          errorIconAriaLabel={props.errorIconAriaLabel}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={props.onCancel} data-testid={props.cancelTestId}>
                {props.cancelText}
              </Button>
              <Button
                variant="primary"
                loading={props.busy}
                formAction="submit"
                disabled={props.submitDisabled}
                data-testid={props.submitTestId}
              >
                {props.submitText}
              </Button>
            </SpaceBetween>
          }
        >
          {props.children}
        </Form>
      </form>
    </PublicPage>
  );
}
