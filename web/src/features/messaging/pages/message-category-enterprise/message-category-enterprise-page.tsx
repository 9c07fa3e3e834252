import { CategoryView } from '../../components/category-view.js';

/** `/console/message-category-enterprise` (spec doc 1 §2): the current enterprise's message categories. */
export default function MessageCategoryEnterprisePage() {
  return <CategoryView scope="enterprise" />;
}
