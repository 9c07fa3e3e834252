import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

function ErrorFallback() {
  const { t } = useI18n();
  return (
    <Box padding="xxl" textAlign="center">
      <SpaceBetween size="m">
        <Box variant="h1">{t('errorBoundary.title')}</Box>
        <Box variant="p">{t('errorBoundary.text')}</Box>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.refresh')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}

/** Catches render errors below it and shows the apology with a Refresh button (spec doc 1 §2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
