import selectorsModule from '@cloudscape-design/components/test-utils/selectors';

type CreateWrapper = typeof selectorsModule;

/*
 * The selectors entry is CommonJS: under Playwright's ESM loader the default
 * import is the module object, whose `default` is the factory.
 */
const createWrapper: CreateWrapper =
  typeof selectorsModule === 'function'
    ? selectorsModule
    : (selectorsModule as unknown as { default: CreateWrapper }).default;

/** The page-wide Cloudscape selector wrapper (`wrapper.findTopNavigation().toSelector()` …). */
export const wrapper = createWrapper();
