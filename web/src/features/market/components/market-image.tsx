import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import { marketImageUrl } from '../api/market.js';

/**
 * An image the market shows (a logo, a screenshot, an advertisement's picture), loaded by the browser from the
 * public image route, so it shows signed out too; `width` × `height` px keeps the layout still while it loads. When
 * it cannot be read, its `alt` text.
 */
export function MarketImage(props: {
  name: string;
  applicationId?: string;
  alt: string;
  width: number;
  height: number;
  testId?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Box color="text-status-inactive">{props.alt}</Box>;
  return (
    <img
      src={marketImageUrl(props.name, props.applicationId)}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading="lazy"
      style={{ objectFit: 'contain', maxWidth: '100%' }}
      onError={() => setFailed(true)}
      data-testid={props.testId}
    />
  );
}
