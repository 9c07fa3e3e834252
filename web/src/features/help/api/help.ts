import type { FeedbackStatus } from '@shared/constants/help-rules.js';
import {
  feedbackContracts as feedback,
  helpManagementContracts as editing,
  helpReadContracts as reads,
} from '@shared/contracts/help.js';
import type { FeedbackInput, HelpArticleInput } from '@shared/schemas/help.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of the help centre and the feedback card (`/api-help`; docs/help.md), by their contracts
 * (`shared/contracts/help.ts`). Another feature (the console's help panel, menu management) reads articles through
 * these.
 */

export type {
  Feedback,
  HelpArticle,
  HelpArticleInput,
  HelpArticleSummary,
  HelpCategory,
  HelpSearchResult,
} from '@shared/schemas/help.js';

/** The categories with their published articles. */
export const getHelpCentre = (signal?: AbortSignal) => call(reads.getHelpCentre, { query: {}, signal });

/** Published articles containing `q`. */
export const searchHelpArticles = (q: string, signal?: AbortSignal) =>
  call(reads.searchHelpArticles, { query: { q }, signal });

/** One published article with its neighbours. */
export const getHelpArticle = (id: string, signal?: AbortSignal) =>
  call(reads.getHelpArticle, { params: { id }, signal });

/** Every category with every article, drafts included (platform administrators). */
export const getHelpManagement = (signal?: AbortSignal) => call(editing.getHelpManagement, { query: {}, signal });

/** One article whole, a draft too. */
export const getHelpArticleForEdit = (id: string, signal?: AbortSignal) =>
  call(editing.getHelpArticleForEdit, { params: { id }, signal });

export interface HelpCategoryValues {
  name: string;
  nameEn: string;
  order: number;
}

export const createHelpCategory = (body: HelpCategoryValues) => call(editing.createHelpCategory, { body });
export const updateHelpCategory = (id: string, body: HelpCategoryValues) =>
  call(editing.updateHelpCategory, { params: { id }, body });
export const deleteHelpCategory = (id: string) => call(editing.deleteHelpCategory, { params: { id } });

export const createHelpArticle = (body: HelpArticleInput) => call(editing.createHelpArticle, { body });
export const updateHelpArticle = (id: string, body: HelpArticleInput) =>
  call(editing.updateHelpArticle, { params: { id }, body });
export const publishHelpArticle = (id: string, published: boolean) =>
  call(editing.publishHelpArticle, { params: { id }, body: { published } });
export const deleteHelpArticle = (id: string) => call(editing.deleteHelpArticle, { params: { id } });

/** Sends the feedback card. */
export const submitFeedback = (body: FeedbackInput) => call(feedback.submitFeedback, { body });

/** A page of one state's feedback, newest first. */
export const getFeedbackList = (status: FeedbackStatus, cursor: string | undefined, signal?: AbortSignal) =>
  call(feedback.getFeedbackList, { query: { status, ...(cursor ? { cursor } : {}) }, signal });

export const closeFeedback = (id: string) => call(feedback.closeFeedback, { params: { id } });
