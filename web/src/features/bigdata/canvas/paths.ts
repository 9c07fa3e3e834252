/** The address of a project's canvas (项目页面). */
export const projectPanelPath = (id: string) => `/console/bigdata/projectPanel/${encodeURIComponent(id)}`;

/** The project list, where the canvas's Back goes. */
export const PROJECT_LIST_PATH = '/console/bigdata/projectList';
