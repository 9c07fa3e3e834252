import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import { DEFAULT_AVATAR_NAME } from '@shared/constants/file-rules.js';
import { marketImageUrl } from '../api/market.js';

/** Tile colours, each dark enough for white text (contrast above 4.5:1). */
const TILE_COLOURS = ['#0972d3', '#037f0c', '#5f6b7a', '#6237a0', '#a2352b'];

/**
 * A logo for an application that has none of its own (its logo is the platform's default picture, a person's
 * silhouette): a tile with the first character of its name, coloured by the name so it stays the same everywhere.
 */
function InitialTile(props: { name: string; size: number }) {
  const colour = TILE_COLOURS[[...props.name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TILE_COLOURS.length];
  return (
    <div
      aria-hidden="true"
      style={{
        width: props.size,
        height: props.size,
        borderRadius: 8,
        background: colour,
        color: '#ffffff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: Math.round(props.size / 2),
      }}
    >
      {[...props.name.trim()][0]?.toUpperCase() ?? ''}
    </div>
  );
}

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
  /** The application's name: a logo that is the default picture shows as a tile with its first character. */
  initialOf?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (props.initialOf && props.name === DEFAULT_AVATAR_NAME)
    return <InitialTile name={props.initialOf} size={Math.min(props.width, props.height)} />;
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
