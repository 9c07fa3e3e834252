import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * A console form on its screen (not in a dialog): its fields in a container, a cancel link when there is
 * somewhere to go back to, and the primary submit button. Enter in a field submits, as a native form does.
 */
export function ContainerForm(props: {
  submitText: string;
  submitTestId: string;
  busy: boolean;
  onSubmit: () => void;
  cancelText?: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Form
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            {props.onCancel ? (
              <Button variant="link" formAction="none" onClick={props.onCancel}>
                {props.cancelText}
              </Button>
            ) : null}
            <Button variant="primary" loading={props.busy} data-testid={props.submitTestId}>
              {props.submitText}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="m">{props.children}</SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
