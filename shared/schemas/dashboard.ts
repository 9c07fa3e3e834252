import * as z from 'zod/mini';
import './zod-locale.js';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_MAX_ROWS,
  DASHBOARD_MAX_TILES,
  DASHBOARD_TILE_IDS,
} from '../constants/dashboard-rules.js';
import { uniqueBy } from './fields.js';

/**
 * The console home dashboard (docs/dashboard.md): the one summary of the caller's figures and the layout each user
 * keeps. The contracts name them (`shared/contracts/dashboard.ts`).
 */

/** The dashboard calls read no query; unknown parameters (a cache-buster) are ignored. */
export const NoDashboardQuerySchema = z.object({});

/**
 * One figure of a tile: its key (the console's text `dashboard.figure.<key>`), its value and `more` when the value
 * counts only the first page of a list that goes on (the console shows `50+`).
 */
export const DashboardFigureSchema = z.object({
  key: z.string(),
  value: z.number(),
  more: z.optional(z.boolean()),
});

/** A line of a tile's short list (the latest projects, running apps): a name, a state and when. */
export const DashboardLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.optional(z.string()),
  at: z.optional(z.string()),
});

/** One tile: its id, its figures and an optional short list; a state code where the tile shows one. */
export const DashboardTileSchema = z.object({
  id: z.enum(DASHBOARD_TILE_IDS),
  state: z.optional(z.string()),
  figures: z.array(DashboardFigureSchema),
  lines: z.optional(z.array(DashboardLineSchema)),
});

/** `GET /api-console/dashboard`: the tiles the caller may see, with their figures, and when they were read. */
export const DashboardSummarySchema = z.object({
  readAt: z.string(),
  tiles: z.array(DashboardTileSchema),
});

const span = (max: number, field: string) =>
  z.number().check(z.int(`${field} is a whole number`), z.minimum(1, `At least 1`), z.maximum(max, `At most ${max}`));

/** A tile's place: its id, how many of the board's 4 columns and how many rows it spans. */
export const DashboardLayoutItemSchema = z.object({
  id: z.enum(DASHBOARD_TILE_IDS),
  columnSpan: span(DASHBOARD_COLUMNS, 'columnSpan'),
  rowSpan: span(DASHBOARD_MAX_ROWS, 'rowSpan').check(z.minimum(2, 'At least 2')),
});

/**
 * `PUT /api-console/dashboard/layout`: the tiles shown, in order, with their sizes; a tile left out is hidden. Each
 * tile at most once, at most 17.
 */
export const DashboardLayoutSchema = z.object({
  items: z
    .array(DashboardLayoutItemSchema)
    .check(
      z.maxLength(DASHBOARD_MAX_TILES, `At most ${DASHBOARD_MAX_TILES} tiles`),
      uniqueBy('id', 'This tile is already on the board'),
    ),
});

/** The layout as kept: the items, and whether it is the default (nothing arranged, or reset). */
export const DashboardLayoutResponseSchema = z.object({
  items: z.array(DashboardLayoutItemSchema),
  isDefault: z.boolean(),
  updatedAt: z.optional(z.string()),
});

export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
export type DashboardTile = z.infer<typeof DashboardTileSchema>;
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;
export type DashboardLayoutResponse = z.infer<typeof DashboardLayoutResponseSchema>;
