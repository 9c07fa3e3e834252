import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useImageUrl } from '@/components/use-image-url.js';

/**
 * A stored image (a logo, a screenshot) at `height` px, fetched with the session's token; opens full size in a new
 * tab. While it loads a spinner, when it cannot be read its `alt` text.
 */
export function StoredImage(props: { name: string; alt: string; height: number; testId?: string }) {
  const { url, failed } = useImageUrl(props.name);
  if (failed) return <Box color="text-status-error">{props.alt}</Box>;
  if (!url) return <Spinner />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img
        src={url}
        alt={props.alt}
        style={{ height: props.height, maxWidth: '100%', objectFit: 'contain' }}
        data-testid={props.testId}
      />
    </a>
  );
}
