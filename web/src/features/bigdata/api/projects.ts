import { algorithmReadContracts } from '@shared/contracts/algorithms.js';
import { projectContracts, projectFileContracts } from '@shared/contracts/bigdata.js';
import type { AlgorithmParameter, AlgorithmTreeNode } from '@shared/schemas/algorithms.js';
import type {
  Project,
  ProjectGraph,
  ProjectLink,
  ProjectSummary,
  SaveProject,
} from '@shared/schemas/bigdata-projects.js';
import type { ChainModule } from '@shared/schemas/pipeline.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of projects and their graph files (docs/bigdata.md "Projects"), and the algorithm library's reads the
 * palette needs, by their contracts.
 */

export type { AlgorithmParameter, AlgorithmTreeNode, ChainModule, Project, ProjectGraph, ProjectLink, ProjectSummary };

/** The caller's projects whose name contains `name`: the first page, newest first. */
export const listProjects = (name: string, signal?: AbortSignal) =>
  call(projectContracts.listProjects, { query: name ? { name } : {}, signal });

/** One of the caller's projects. */
export const getProject = (id: string, signal?: AbortSignal) =>
  call(projectContracts.getProject, { params: { id }, signal });

/** Creates (no id) or saves a project; answers its id. */
export const saveProject = (body: SaveProject) => call(projectContracts.saveProject, { body });

/** The compile check: the modules in execution order under `links`, or none. */
export const compileProject = (id: string, links: ProjectLink[]) =>
  call(projectContracts.compileProject, { params: { id }, query: {}, body: links });

/** Deletes a project with its graph file. */
export const cleanProject = (projectId: string) => call(projectContracts.cleanProject, { query: { projectId } });

/** The category of graph files (the spec's `category` JSON). */
const GRAPH_CATEGORY = JSON.stringify({ type: 'project' });

/**
 * Stores the canvas's graph file and answers its location. The console sends the multipart body's shape as JSON
 * (a file part with its bytes in base64), which the route takes as it takes the multipart form.
 */
export function storeGraphFile(graph: ProjectGraph) {
  const text = JSON.stringify(graph);
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return call(projectFileContracts.storeGraphFile, {
    query: {},
    body: {
      file: { fileName: 'graph.json', contentType: 'application/json', size: bytes.length, base64: btoa(binary) },
      category: GRAPH_CATEGORY,
    },
  });
}

/** A graph file the caller stored. */
export const readGraphFile = (location: string, signal?: AbortSignal) =>
  call(projectFileContracts.readGraphFile, { query: { name: location, category: GRAPH_CATEGORY }, signal });

/** The categories with the algorithms the caller may use. */
export const getAlgorithmTree = (signal?: AbortSignal) =>
  call(algorithmReadContracts.getAllAlgorithmTree, { query: {}, signal });

/** The declared parameters of an algorithm. */
export const getAlgorithmParameters = async (algorithmId: string, signal?: AbortSignal) =>
  (await call(algorithmReadContracts.algorithmParameterInfo, { query: { algorithmId }, signal }))._embedded
    .algorithmParameters;
